import {
  COLLECTION_ACTIONS,
  FIELD_TYPES,
  FIELD_WIDGETS,
  LIST_MAX_SEARCHABLE,
  SEARCHABLE_FIELD_TYPES,
  SYSTEM_FIELDS,
  collectionFieldSchema,
  fieldValueSchema,
  type CollectionAction,
  type CollectionFieldInput,
  type CollectionInput,
  type FieldType,
  type SystemField,
} from '@atrium/schema';

/**
 * The schema builder's model: what the admin edits (text as typed), turned into a collection
 * schema by `builderToSchema`. The server's dry run checks the result with every rule of
 * validateCollection; nothing here second-guesses it.
 *
 * An existing schema is opened with `schemaToBuilder`. What the builder does not edit (a JSON
 * field's default, form sections' translations, field lists of a grant, row scopes it has no
 * control for…) is kept as it was, so opening a schema and saving it changes nothing.
 */

type Json = Record<string, unknown>;

export interface BuilderField {
  /** Stable key for React lists (not part of the schema). */
  key: number;
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  unique: boolean;
  /** Bounds as typed: lengths for string/text, values for number/integer. */
  min: string;
  max: string;
  /** Enum options, one a line. */
  options: string;
  /** RE2 pattern of a string or text value (the server checks it runs in linear time). */
  pattern: string;
  /** Shown under the input. */
  help: string;
  /** Shown in the empty input. */
  placeholder: string;
  /** The value a new record starts with, as typed ('' for none); see DEFAULT_TYPES. */
  defaultValue: string;
  /** Left out of the list and the form unless named there. */
  hidden: boolean;
  /** Shown, never written through the form or the table API. */
  readonly: boolean;
  /** The input the form shows (`widget`), '' for the type's usual one; see hasWidgetControl. */
  widget: string;
  /** Relation target and the field of it that names a row. */
  target: string;
  displayField: string;
  /** A stored column: its name stays (renaming would drop the column and its values). */
  locked?: boolean;
  /** The field as the schema had it, for the keys the builder does not edit. */
  source?: Json;
}

/** A field's texts in one language (empty: none; the schema's own text shows). */
export interface BuilderFieldTexts {
  label: string;
  help: string;
  placeholder: string;
  /** Labels of an enum's options, by option value. */
  options: Record<string, string>;
}

/**
 * One language's texts (the schema's `translations`, Directus-style): the collection's, and each
 * field's by its builder key, so they follow a rename and go with a removed field.
 */
export interface BuilderLanguage {
  tag: string;
  label: string;
  labelPlural: string;
  description: string;
  fields: Record<number, BuilderFieldTexts>;
}

export function emptyFieldTexts(): BuilderFieldTexts {
  return { label: '', help: '', placeholder: '', options: {} };
}

/** `custom`: a row scope the builder has no control for (kept as the schema has it). */
export type BuilderScope = 'all' | 'own' | 'zone_member' | 'custom';

export interface BuilderGrant {
  key: number;
  role: string;
  actions: CollectionAction[];
  scope: BuilderScope;
  /** The relation to zones (or uuid) that `zone_member` checks. */
  scopeField: string;
  /** The grant as the schema had it (a list of actions or an object). */
  source?: unknown;
}

/** A list column or sort field: a builder field (its key, so it follows a rename) or an engine column by name. */
export type ListRef = number | string;

export interface BuilderSort {
  ref: ListRef;
  direction: 'asc' | 'desc';
}

/** The generated list's view as the admin set it in the builder. */
export interface BuilderListView {
  columns: ListRef[];
  searchable: ListRef[];
  /** The default order; the builder edits the first term, further ones (set in JSON) are kept. */
  sort: BuilderSort[];
  /** Rows a page shows at first, as typed ('' for the list's default, 50). */
  pageSize: string;
}

/** One section of the record form: its texts and its fields, in order. */
export interface BuilderSection {
  key: number;
  label: string;
  description: string;
  fields: ListRef[];
  /** The section as the schema had it (translations kept). */
  source?: Json;
}

export interface BuilderState {
  name: string;
  label: string;
  labelPlural: string;
  description: string;
  /** The collection's icon by name ('' for none), one of those the app draws (NavIcon). */
  icon: string;
  /** The table's name as typed ('' for the collection's name). */
  table: string;
  /** The engine-kept columns the table has (all three unless the schema says otherwise). */
  systemFields: SystemField[];
  /** Texts in other languages, in the order they were added. */
  languages: BuilderLanguage[];
  fields: BuilderField[];
  grants: BuilderGrant[];
  /** The schema this state was opened from: its other keys (translations, table…) are kept. */
  base?: Json;
  /**
   * The list view, once the admin changed it here. Until then the list is the schema's, with
   * removed fields left out and new ones placed (see keptViews), or a new collection's default.
   */
  listView?: BuilderListView;
  /**
   * The form layout, once the admin changed it here: its sections, or null for none (the form
   * then shows every field that is not hidden, in field order). Until then the schema's own.
   */
  formView?: BuilderSection[] | null;
}

let nextKey = 1;

export function newBuilderField(patch: Partial<BuilderField> = {}): BuilderField {
  return {
    key: nextKey++,
    name: '',
    label: '',
    type: 'string',
    required: false,
    unique: false,
    min: '',
    max: '',
    options: '',
    pattern: '',
    help: '',
    placeholder: '',
    defaultValue: '',
    hidden: false,
    readonly: false,
    widget: '',
    target: '',
    displayField: '',
    ...patch,
  };
}

export function newBuilderGrant(patch: Partial<BuilderGrant> = {}): BuilderGrant {
  return { key: nextKey++, role: 'user', actions: ['read'], scope: 'all', scopeField: '', ...patch };
}

/** A new collection's starting point: a required title, and no grant (admins only until a role is granted). */
export function initialBuilderState(): BuilderState {
  return {
    name: '',
    label: '',
    labelPlural: '',
    description: '',
    icon: '',
    table: '',
    systemFields: [...SYSTEM_FIELDS],
    languages: [],
    fields: [newBuilderField({ name: 'title', type: 'string', required: true, max: '200' })],
    grants: [],
  };
}

/** Types whose bounds are lengths, and types whose bounds are values. */
const LENGTH_TYPES: ReadonlySet<FieldType> = new Set(['string', 'text']);
const VALUE_TYPES: ReadonlySet<FieldType> = new Set(['number', 'integer']);

export function boundsKind(type: FieldType): 'length' | 'value' | null {
  if (LENGTH_TYPES.has(type)) return 'length';
  if (VALUE_TYPES.has(type)) return 'value';
  return null;
}

/** Types whose default the builder edits as typed text (a JSON field's as JSON text). */
const DEFAULT_TYPES: ReadonlySet<FieldType> = new Set(FIELD_TYPES.filter((type) => type !== 'relation'));

export function hasDefaultControl(type: FieldType): boolean {
  return DEFAULT_TYPES.has(type);
}

/**
 * Types whose input the builder offers a choice of. The others have one input whatever their
 * widget says (a date picker): their widget is kept as written.
 */
const WIDGET_TYPES: ReadonlySet<FieldType> = new Set([
  'string',
  'text',
  'number',
  'integer',
  'boolean',
  'enum',
  'relation',
  'json',
]);

export function widgetsOf(type: FieldType): readonly string[] {
  return WIDGET_TYPES.has(type) ? FIELD_WIDGETS[type] : [];
}

/** Types whose value libs/schema can check without the field's other settings (options, lengths). */
const CHECKED_DEFAULT_TYPES: ReadonlySet<FieldType> = new Set([
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'uuid',
]);

/**
 * Whether a default as typed still fits a field's (new) type, by the field values' own zod
 * (libs/schema); one that does not is let go on a type change. Text and choices depend on the
 * field's lengths and options: the dry run judges them.
 */
export function defaultFits(type: FieldType, typed: string): boolean {
  if (typed === '') return true;
  if (!DEFAULT_TYPES.has(type)) return false;
  if (type === 'json') return parsesAsJson(typed);
  if (!CHECKED_DEFAULT_TYPES.has(type)) return true;
  const field = collectionFieldSchema.parse({ name: 'value', type });
  return fieldValueSchema(field).safeParse(defaultOf(type, typed)).success;
}

/** Types whose input shows a placeholder. */
const PLACEHOLDER_TYPES: ReadonlySet<FieldType> = new Set([
  'string',
  'text',
  'number',
  'integer',
  'uuid',
  'json',
  'relation',
]);

export function hasPlaceholderControl(type: FieldType): boolean {
  return PLACEHOLDER_TYPES.has(type);
}

/**
 * A default as the schema takes it: a number for number and integer, true or false for yes/no,
 * else the text. Text that is not a number stays text, so the dry run names the problem.
 */
function defaultOf(type: FieldType, typed: string): unknown {
  if (type === 'json') {
    try {
      return JSON.parse(typed) as unknown;
    } catch {
      return typed; // never sent: jsonDefaultProblems holds the draft back
    }
  }
  if (type === 'number' || type === 'integer') {
    const value = Number(typed.trim());
    return typed.trim() !== '' && Number.isFinite(value) ? value : typed;
  }
  if (type === 'boolean') return typed === 'true' ? true : typed === 'false' ? false : typed;
  return typed;
}

function parsesAsJson(typed: string): boolean {
  try {
    JSON.parse(typed);
    return true;
  } catch {
    return false;
  }
}

/** A JSON default as the builder shows it: short values on one line, objects and arrays indented. */
function jsonDefaultText(value: unknown): string {
  if (value === undefined) return '';
  const line = JSON.stringify(value);
  return line.length <= 60 ? line : JSON.stringify(value, null, 2);
}

/**
 * The JSON fields whose default, as typed, is not JSON (paths as the dry run names them). A schema
 * is not sent while there are any: the text would otherwise be stored as a JSON string.
 */
export function jsonDefaultProblems(state: Pick<BuilderState, 'fields'>): { path: string; index: number }[] {
  return state.fields.flatMap((field, index) =>
    field.type === 'json' && field.defaultValue.trim() !== '' && !parsesAsJson(field.defaultValue)
      ? [{ path: `fields.${index}.default`, index }]
      : [],
  );
}

/** A bound as the schema takes it: a number, or the text as typed (the dry run names the problem). */
function bound(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

export function enumOptionsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  ];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** An object with `keys` first, in that order (the schema's own), then the rest. */
function ordered(out: Json, keys: readonly string[]): Json {
  const result: Json = {};
  for (const k of keys) if (k in out) result[k] = out[k];
  for (const [k, v] of Object.entries(out)) if (!(k in result)) result[k] = v;
  return result;
}

/** The field keys the builder edits; every other key of a field is kept. */
const EDITED_FIELD_KEYS: ReadonlySet<string> = new Set([
  'name',
  'label',
  'type',
  'required',
  'unique',
  'min',
  'max',
  'options',
  'pattern',
  'help',
  'hidden',
  'readonly',
  'target',
  'display_field',
  'on_delete',
  'translations',
]);
/** Keys every field type has: kept when the type changes (the others belong to the old type). */
const COMMON_FIELD_KEYS: ReadonlySet<string> = new Set(['placeholder', 'internal']);

/** Whether the builder edits a key of a field of this type (a default or a placeholder only where it has a control). */
const edits = (key: string, type: FieldType) =>
  key === 'default'
    ? DEFAULT_TYPES.has(type)
    : key === 'placeholder'
      ? PLACEHOLDER_TYPES.has(type)
      : key === 'widget'
        ? WIDGET_TYPES.has(type)
        : EDITED_FIELD_KEYS.has(key);

/** The keys of a field's schema the builder keeps without showing them (widget, translations…). */
export function keptFieldKeys(field: BuilderField): string[] {
  if (!field.source) return [];
  const sameType = field.source.type === field.type;
  return Object.entries(field.source)
    .filter(([k, v]) => !edits(k, field.type) && (sameType || COMMON_FIELD_KEYS.has(k)) && v !== undefined)
    .filter(([k, v]) => !(COMMON_FIELD_KEYS.has(k) && v === false) && !(k === 'bits' && v === 32))
    .filter(([k, v]) => !(k === 'shape' && v === 'any'))
    .map(([k]) => k);
}

/** An enum option's label as the schema gives it (`{value, label}`), else its value. */
export function optionLabelOf(field: BuilderField, value: string): string {
  const option = enumOption(value, field.source);
  return isObject(option) && typeof option.label === 'string' ? option.label : value;
}

function enumOption(value: string, source: Json | undefined): unknown {
  const options = source?.type === 'enum' && Array.isArray(source.options) ? source.options : [];
  return options.find((o) => isObject(o) && o.value === value) ?? value;
}

/** The non-empty texts of `texts` (trimmed), or undefined when none is left. */
function someTexts(texts: Record<string, unknown>): Json | undefined {
  const out: Json = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
    else if (isObject(value) && Object.keys(value).length > 0) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A field's `translations`: per language its label, help, placeholder (where the type shows one) and option labels. */
function fieldTranslations(field: BuilderField, languages: readonly BuilderLanguage[]): Json | undefined {
  const options = field.type === 'enum' ? enumOptionsOf(field.options) : [];
  const out: Json = {};
  for (const language of languages) {
    const texts = language.fields[field.key];
    if (!texts) continue;
    const optionLabels: Json = {};
    for (const value of options) {
      const label = texts.options[value]?.trim();
      if (label) optionLabels[value] = label;
    }
    const kept = someTexts({
      label: texts.label,
      help: texts.help,
      placeholder: PLACEHOLDER_TYPES.has(field.type) ? texts.placeholder : '',
      options: optionLabels,
    });
    if (kept) out[language.tag] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function fieldToSchema(
  field: BuilderField,
  languages: readonly BuilderLanguage[] = [],
): CollectionFieldInput {
  const source = field.source;
  const out: Json = {};
  if (source) {
    const sameType = source.type === field.type;
    for (const [k, v] of Object.entries(source)) {
      if (!edits(k, field.type) && (sameType || COMMON_FIELD_KEYS.has(k))) out[k] = v;
    }
  }
  out.name = field.name.trim();
  if (field.label.trim()) out.label = field.label.trim();
  out.type = field.type;
  if (field.help.trim()) out.help = field.help.trim();
  if (field.placeholder.trim() && PLACEHOLDER_TYPES.has(field.type))
    out.placeholder = field.placeholder.trim();
  if (DEFAULT_TYPES.has(field.type)) {
    // An empty text default the schema spelled out is kept: the input cannot tell it from none.
    const keepEmpty = source?.type === field.type && source.default === '';
    const typed = field.type === 'json' ? field.defaultValue.trim() : field.defaultValue;
    if (typed !== '') out.default = defaultOf(field.type, typed);
    else if (keepEmpty) out.default = '';
  }
  if (field.widget && WIDGET_TYPES.has(field.type)) {
    // One of the type's, or one the schema already had (the dry run names it if it is wrong).
    const known = (FIELD_WIDGETS[field.type] as readonly string[]).includes(field.widget);
    if (known || (source?.type === field.type && source.widget === field.widget)) out.widget = field.widget;
  }
  if (field.hidden || (source && 'hidden' in source)) out.hidden = field.hidden;
  if (field.readonly || (source && 'readonly' in source)) out.readonly = field.readonly;
  if (boundsKind(field.type) === 'length' && field.pattern.trim()) out.pattern = field.pattern.trim();
  // A flag the schema spelled out stays spelled out, so opening a schema and saving changes nothing.
  if (field.required || (source && 'required' in source)) out.required = field.required;
  if (field.unique || (source && 'unique' in source)) {
    out.unique =
      field.unique && field.type === 'string' && source?.unique === 'case_insensitive'
        ? 'case_insensitive'
        : field.unique;
  }
  if (boundsKind(field.type)) {
    const min = bound(field.min);
    const max = bound(field.max);
    if (min !== undefined) out.min = min;
    if (max !== undefined) out.max = max;
  }
  if (field.type === 'enum') out.options = enumOptionsOf(field.options).map((o) => enumOption(o, source));
  if (field.type === 'relation') {
    out.target = field.target.trim();
    // A required relation keeps its rows from losing their target; an optional one lets go. A
    // choice the schema made stays, unless it no longer fits (set_null on a required field).
    const chosen = source?.type === 'relation' ? source.on_delete : undefined;
    out.on_delete =
      typeof chosen === 'string' && !(field.required && chosen === 'set_null')
        ? chosen
        : field.required
          ? 'restrict'
          : 'set_null';
    if (field.displayField.trim()) out.display_field = field.displayField.trim();
  }
  const translations = fieldTranslations(field, languages);
  if (translations) out.translations = translations;
  return ordered(out, source ? Object.keys(source) : ['name', 'label', 'type']) as CollectionFieldInput;
}

function grantToSchema(grant: BuilderGrant): unknown {
  const actions = COLLECTION_ACTIONS.filter((a) => grant.actions.includes(a));
  const source = isObject(grant.source) ? grant.source : null;
  let scope: unknown;
  if (grant.scope === 'custom') scope = source?.scope;
  else if (grant.scope === 'own') scope = { kind: 'own', field: 'created_by' };
  else if (grant.scope === 'zone_member') scope = { kind: 'zone_member', field: grant.scopeField.trim() };
  else if (source && 'scope' in source) scope = { kind: 'all' };
  if (!source && scope === undefined) return actions;
  const out: Json = { ...(source ?? {}), actions };
  if (scope === undefined) delete out.scope;
  else out.scope = scope;
  return ordered(out, source ? Object.keys(source) : ['actions']);
}

/** The builder's row scope for a schema's scope: the kinds it has controls for, else `custom`. */
function builderScopeOf(scope: unknown): Pick<BuilderGrant, 'scope' | 'scopeField'> {
  if (!isObject(scope) || scope.kind === 'all') return { scope: 'all', scopeField: '' };
  const keys = Object.keys(scope).sort().join(',');
  if (scope.kind === 'own' && scope.field === 'created_by' && keys === 'field,kind') {
    return { scope: 'own', scopeField: '' };
  }
  if (scope.kind === 'zone_member' && keys === 'field,kind') {
    return { scope: 'zone_member', scopeField: text(scope.field) };
  }
  return { scope: 'custom', scopeField: '' };
}

/** Whether a grant came with a row scope the builder has no control for (it can go back to it). */
export function hasCustomScope(grant: BuilderGrant): boolean {
  return isObject(grant.source) && builderScopeOf(grant.source.scope).scope === 'custom';
}

/** The languages a schema has texts in (its own `translations` and its fields'), in the order first met. */
function languagesOf(schema: Json, fields: readonly BuilderField[]): BuilderLanguage[] {
  const own = isObject(schema.translations) ? schema.translations : {};
  const tags = new Set(Object.keys(own));
  for (const field of fields) {
    const translations = field.source?.translations;
    if (isObject(translations)) for (const tag of Object.keys(translations)) tags.add(tag);
  }
  const sections = isObject(schema.form) && Array.isArray(schema.form.sections) ? schema.form.sections : [];
  for (const section of sections.filter(isObject)) {
    if (isObject(section.translations)) for (const tag of Object.keys(section.translations)) tags.add(tag);
  }
  return [...tags].map((tag) => {
    const texts = isObject(own[tag]) ? own[tag] : {};
    const byField: Record<number, BuilderFieldTexts> = {};
    for (const field of fields) {
      const translations = field.source?.translations;
      const t = isObject(translations) && isObject(translations[tag]) ? translations[tag] : null;
      if (!t) continue;
      const options: Record<string, string> = {};
      if (isObject(t.options))
        for (const [value, label] of Object.entries(t.options)) options[value] = text(label);
      byField[field.key] = {
        label: text(t.label),
        help: text(t.help),
        placeholder: text(t.placeholder),
        options,
      };
    }
    return {
      tag,
      label: text(texts.label),
      labelPlural: text(texts.label_plural),
      description: text(texts.description),
      fields: byField,
    };
  });
}

/**
 * The builder's state for a schema (as stored, or as written in the JSON tab). Fields named in
 * `stored` are columns that exist: their names stay as they are.
 */
export function schemaToBuilder(schema: Json, stored: ReadonlySet<string> = new Set()): BuilderState {
  const fields = (Array.isArray(schema.fields) ? schema.fields : []).filter(isObject).map((f) => {
    const options = Array.isArray(f.options) ? f.options : [];
    return newBuilderField({
      name: text(f.name),
      label: text(f.label),
      type: (typeof f.type === 'string' ? f.type : 'string') as FieldType,
      required: f.required === true,
      unique: f.unique === true || f.unique === 'case_insensitive',
      min: text(f.min),
      max: text(f.max),
      options: options.map((o) => (isObject(o) ? text(o.value) : text(o))).join('\n'),
      pattern: text(f.pattern),
      help: text(f.help),
      placeholder: text(f.placeholder),
      defaultValue:
        f.type === 'json'
          ? jsonDefaultText(f.default)
          : typeof f.default === 'boolean'
            ? String(f.default)
            : text(f.default),
      hidden: f.hidden === true,
      readonly: f.readonly === true,
      widget: text(f.widget),
      target: text(f.target),
      displayField: text(f.display_field),
      locked: stored.has(text(f.name)),
      source: f,
    });
  });
  const permissions = isObject(schema.permissions) ? schema.permissions : {};
  const languages = languagesOf(schema, fields);
  const grants = Object.entries(permissions).map(([role, grant]) => {
    const actions = names(Array.isArray(grant) ? grant : isObject(grant) ? grant.actions : []);
    return newBuilderGrant({
      role,
      actions: COLLECTION_ACTIONS.filter((a) => actions.includes(a)),
      ...builderScopeOf(isObject(grant) ? grant.scope : undefined),
      source: grant,
    });
  });
  return {
    name: text(schema.name),
    label: text(schema.label),
    labelPlural: text(schema.label_plural),
    description: text(schema.description),
    icon: text(schema.icon),
    table: text(schema.table),
    systemFields: Array.isArray(schema.system_fields)
      ? SYSTEM_FIELDS.filter((f) => (schema.system_fields as unknown[]).includes(f))
      : [...SYSTEM_FIELDS],
    languages,
    fields,
    grants,
    base: schema,
  };
}

/** Columns a generated list shows by default. */
const LIST_COLUMNS = 6;

const isSearchable = (f: CollectionFieldInput) =>
  Boolean(f.name) && (f.type === 'string' || f.type === 'text');

/** A new collection's list view: its first fields, searching its text fields. */
function defaultList(fields: CollectionFieldInput[]): Json | undefined {
  const columns = fields
    .filter((f) => !f.hidden)
    .map((f) => f.name)
    .filter(Boolean);
  if (columns.length === 0) return undefined;
  const searchable = fields.filter(isSearchable).map((f) => f.name);
  return {
    columns: columns.slice(0, LIST_COLUMNS),
    ...(searchable.length > 0 ? { searchable: searchable.slice(0, LIST_MAX_SEARCHABLE) } : {}),
  };
}

/**
 * The base schema's list and form, without the fields removed in the builder and with the new
 * ones added where a reader would look for them: a list column while the list shows fewer than
 * LIST_COLUMNS, the search when they are text, the form's last section.
 */
function keptViews(base: Json, fields: CollectionFieldInput[]): { list?: unknown; form?: unknown } {
  const now = new Set(fields.map((f) => f.name));
  const before = new Set(
    (Array.isArray(base.fields) ? base.fields : []).filter(isObject).map((f) => text(f.name)),
  );
  const kept = (list: unknown) => names(list).filter((n) => now.has(n) || !before.has(n));
  const added = fields.filter((f) => f.name && !before.has(f.name));
  const out: { list?: unknown; form?: unknown } = {};
  if (isObject(base.list)) {
    const list: Json = { ...base.list };
    const columns = kept(list.columns);
    for (const f of added) if (columns.length < LIST_COLUMNS && !f.hidden) columns.push(f.name);
    list.columns = columns;
    if (Array.isArray(list.searchable)) {
      const searchable = kept(list.searchable);
      for (const f of added.filter(isSearchable))
        if (searchable.length < LIST_MAX_SEARCHABLE) searchable.push(f.name);
      list.searchable = searchable;
    }
    if (Array.isArray(list.sort)) {
      list.sort = list.sort.filter(
        (s) => !isObject(s) || now.has(text(s.field)) || !before.has(text(s.field)),
      );
    }
    if (columns.length > 0) out.list = list;
  }
  if (isObject(base.form) && Array.isArray(base.form.sections)) {
    const sections = base.form.sections
      .filter(isObject)
      .map((s) => ({ ...s, fields: kept(s.fields) }))
      .filter((s) => s.fields.length > 0);
    const last = sections.at(-1);
    if (last) {
      last.fields.push(...added.filter((f) => !f.hidden).map((f) => f.name));
      out.form = { ...base.form, sections };
    }
  }
  return out;
}

/** A grant without the fields removed in the builder in its read and write lists. */
function withoutRemoved(grant: unknown, removed: ReadonlySet<string>): unknown {
  if (!isObject(grant) || removed.size === 0) return grant;
  const out = { ...grant };
  for (const key of ['read_fields', 'write_fields']) {
    if (Array.isArray(out[key])) out[key] = names(out[key]).filter((n) => !removed.has(n));
  }
  return out;
}

/**
 * A list without what its fields' types no longer allow: a field that became a number leaves the
 * search, one that became JSON leaves the order (the builder has no way to show them there).
 */
function fittingList(list: Json, fields: CollectionFieldInput[], systemFields: readonly SystemField[]): Json {
  const typeOf = new Map(fields.map((f) => [f.name, f.type]));
  const out = { ...list };
  // A system field the table no longer keeps leaves the columns and the order.
  const gone = (name: unknown) =>
    (SYSTEM_FIELDS as readonly unknown[]).includes(name) &&
    !(systemFields as readonly unknown[]).includes(name) &&
    !typeOf.has(name as string);
  if (Array.isArray(out.columns)) out.columns = out.columns.filter((n) => !gone(n));
  if (Array.isArray(out.searchable)) {
    out.searchable = out.searchable.filter(
      (n) => typeof n !== 'string' || !typeOf.has(n) || SEARCHABLE_FIELD_TYPES.has(typeOf.get(n)!),
    );
  }
  if (Array.isArray(out.sort)) {
    out.sort = out.sort.filter(
      (term) => !isObject(term) || (typeOf.get(text(term.field)) !== 'json' && !gone(term.field)),
    );
  }
  return out;
}

/**
 * The builder's fields as list and form refs: a ref's current name (a field's, or an engine
 * column's own; a removed field's is undefined), and the ref of a name.
 */
function fieldRefs(state: BuilderState) {
  const byKey = new Map(state.fields.map((f) => [f.key, f.name.trim()]));
  const byName = new Map(state.fields.filter((f) => f.name.trim()).map((f) => [f.name.trim(), f.key]));
  const nameOf = (ref: ListRef) => (typeof ref === 'number' ? byKey.get(ref) || undefined : ref);
  return {
    nameOf,
    namesOf: (refs: readonly ListRef[]) => refs.map(nameOf).filter((n): n is string => n !== undefined),
    refOf: (name: string): ListRef => byName.get(name) ?? name,
  };
}

/** A list view's names for its refs: gone fields dropped. */
function listFromView(state: BuilderState, view: BuilderListView): Json {
  const { nameOf, namesOf } = fieldRefs(state);
  const base = isObject(state.base?.list) ? state.base.list : {};
  const list: Json = { ...base, columns: namesOf(view.columns) };
  const sort = view.sort.flatMap((term) => {
    const field = nameOf(term.ref);
    return field ? [{ field, direction: term.direction }] : [];
  });
  if (sort.length > 0 || 'sort' in base) list.sort = sort;
  else delete list.sort;
  const searchable = namesOf(view.searchable);
  if (searchable.length > 0 || 'searchable' in base) list.searchable = searchable;
  else delete list.searchable;
  const pageSize = bound(view.pageSize);
  if (pageSize !== undefined) list.page_size = pageSize;
  else delete list.page_size;
  return ordered(
    list,
    Object.keys(base).length > 0 ? Object.keys(base) : ['columns', 'sort', 'searchable', 'page_size'],
  );
}

export function newBuilderSection(patch: Partial<BuilderSection> = {}): BuilderSection {
  return { key: nextKey++, label: '', description: '', fields: [], ...patch };
}

/** The form the sections give: empty sections left out, and no form at all when none has a field. */
function formFromView(state: BuilderState, sections: BuilderSection[]): Json | undefined {
  const { namesOf } = fieldRefs(state);
  const out = sections.flatMap((section) => {
    const fields = namesOf(section.fields);
    if (fields.length === 0) return [];
    const s: Json = { ...(section.source ?? {}) };
    delete s.label;
    delete s.description;
    if (section.label.trim()) s.label = section.label.trim();
    if (section.description.trim()) s.description = section.description.trim();
    s.fields = fields;
    return [ordered(s, section.source ? Object.keys(section.source) : ['label', 'description', 'fields'])];
  });
  if (out.length === 0) return undefined;
  const base = isObject(state.base?.form) ? state.base.form : {};
  return { ...base, sections: out };
}

/** A form section's texts in one language (its `translations`, kept in the section's source). */
export function sectionTexts(section: BuilderSection, tag: string): { label: string; description: string } {
  const translations = section.source?.translations;
  const texts = isObject(translations) && isObject(translations[tag]) ? translations[tag] : {};
  return { label: text(texts.label), description: text(texts.description) };
}

/** A section with one language's texts set (`null`: that language's texts removed). */
function withSectionTexts(
  section: BuilderSection,
  tag: string,
  texts: { label: string; description: string } | null,
): BuilderSection {
  const source: Json = { ...(section.source ?? {}) };
  const translations: Json = isObject(source.translations) ? { ...source.translations } : {};
  const kept = texts && someTexts(texts);
  if (kept) translations[tag] = kept;
  else delete translations[tag];
  if (Object.keys(translations).length > 0) source.translations = translations;
  else delete source.translations;
  return { ...section, source };
}

/** The state with form section `index`'s texts in `tag` set (the form layout becomes the admin's). */
export function setSectionTexts(
  state: BuilderState,
  index: number,
  tag: string,
  texts: { label: string; description: string },
): BuilderState {
  const sections = effectiveFormView(state);
  if (!sections?.[index]) return state;
  return {
    ...state,
    formView: sections.map((s, i) => (i === index ? withSectionTexts(s, tag, texts) : s)),
  };
}

/** The state without a language: its collection, field and form section texts. */
export function removeLanguage(state: BuilderState, tag: string): BuilderState {
  const sections = effectiveFormView(state);
  const translated = sections?.some((s) => isObject(s.source?.translations) && tag in s.source.translations);
  return {
    ...state,
    languages: state.languages.filter((l) => l.tag !== tag),
    ...(translated ? { formView: sections!.map((s) => withSectionTexts(s, tag, null)) } : {}),
  };
}

/** The form layout the builder's state gives (the admin's, or the schema's as kept), null for none. */
export function effectiveFormView(state: BuilderState): BuilderSection[] | null {
  if (state.formView !== undefined) return state.formView;
  const form = builderToSchema(state).form as Json | undefined;
  if (!isObject(form) || !Array.isArray(form.sections)) return null;
  const { refOf } = fieldRefs(state);
  return form.sections.filter(isObject).map((section) =>
    newBuilderSection({
      label: text(section.label),
      description: text(section.description),
      fields: names(section.fields).map(refOf),
      source: section,
    }),
  );
}

/** The list view the builder's state gives (the admin's, or the schema's as builderToSchema keeps it), as refs. */
export function effectiveListView(state: BuilderState): BuilderListView {
  if (state.listView) return state.listView;
  const list = builderToSchema(state).list as Json | undefined;
  if (!list) {
    // No list view: the list page shows the fields that are not hidden and searches their text.
    const shown = state.fields.filter((f) => f.name.trim() && !f.hidden);
    return {
      columns: shown.map((f) => f.key),
      searchable: shown.filter((f) => SEARCHABLE_FIELD_TYPES.has(f.type)).map((f) => f.key),
      sort: [],
      pageSize: '',
    };
  }
  const { refOf: ref } = fieldRefs(state);
  const sort = Array.isArray(list?.sort) ? list.sort.filter(isObject) : [];
  return {
    columns: names(list?.columns).map(ref),
    searchable: names(list?.searchable).map(ref),
    sort: sort.map((term) => ({
      ref: ref(text(term.field)),
      direction: term.direction === 'desc' ? 'desc' : 'asc',
    })),
    pageSize: text(list.page_size),
  };
}

/**
 * The collection schema the builder describes: fields in order, a grant per role that has at
 * least one action, and the base schema's other keys. A new collection gets a list view of its
 * first fields (searching its text fields).
 */
export function builderToSchema(state: BuilderState): CollectionInput {
  const fields = state.fields.map((field) => fieldToSchema(field, state.languages));
  const base = state.base;
  const removed = new Set(
    (Array.isArray(base?.fields) ? base.fields : [])
      .filter(isObject)
      .map((f) => text(f.name))
      .filter((n) => !fields.some((f) => f.name === n)),
  );
  const permissions: Json = {};
  for (const grant of state.grants) {
    if (grant.role.trim() && grant.actions.length > 0) {
      permissions[grant.role.trim()] = withoutRemoved(grantToSchema(grant), removed);
    }
  }
  const schema: Json = { ...(base ?? {}) };
  for (const k of [
    'list',
    'form',
    'label_plural',
    'description',
    'icon',
    'table',
    'system_fields',
    'translations',
  ])
    delete schema[k];
  schema.name = state.name.trim();
  if (state.table.trim()) schema.table = state.table.trim();
  // Spelled out when the schema did or when it is not the default (all three).
  if (base?.system_fields !== undefined || state.systemFields.length !== SYSTEM_FIELDS.length) {
    schema.system_fields = SYSTEM_FIELDS.filter((f) => state.systemFields.includes(f));
  }
  schema.label = state.label.trim();
  if (state.labelPlural.trim()) schema.label_plural = state.labelPlural.trim();
  if (state.description.trim()) schema.description = state.description.trim();
  if (state.icon) schema.icon = state.icon;
  const translations: Json = {};
  for (const language of state.languages) {
    const texts = someTexts({
      label: language.label,
      label_plural: language.labelPlural,
      description: language.description,
    });
    if (texts) translations[language.tag] = texts;
  }
  if (Object.keys(translations).length > 0) schema.translations = translations;
  schema.fields = fields;
  Object.assign(schema, base ? keptViews(base, fields) : { list: defaultList(fields) });
  if (state.listView) schema.list = listFromView(state, state.listView);
  if (state.formView !== undefined) {
    const form = state.formView && formFromView(state, state.formView);
    if (form) schema.form = form;
    else delete schema.form;
  }
  if (isObject(schema.list)) schema.list = fittingList(schema.list, fields, state.systemFields);
  if (schema.list === undefined) delete schema.list;
  if (!base || 'permissions' in base || Object.keys(permissions).length > 0) schema.permissions = permissions;
  const order = base
    ? Object.keys(base)
    : [
        'name',
        'table',
        'label',
        'label_plural',
        'description',
        'translations',
        'icon',
        'system_fields',
        'fields',
        'list',
      ];
  return ordered(schema, order) as unknown as CollectionInput;
}

/**
 * Where a dry-run problem belongs: `fields.2.max` (or `fields[2].max`) → field 2 (its `max`), `fields.note.options`
 * → the field named `note` among `fieldNames` (the registry names fields by name in a change's
 * refusals: indexes move between versions), `permissions.user…` → that role, `list.columns` → the
 * list view, `form.sections…` → the form layout, anything else → the collection.
 */
export function problemTarget(
  path: string,
  fieldNames: readonly string[] = [],
):
  | { kind: 'field'; index: number; key: string }
  | { kind: 'role'; role: string }
  | { kind: 'list'; key: string }
  | { kind: 'form'; key: string }
  | { kind: 'collection'; key: string } {
  const field = /^fields(?:\[(\d+)\]|\.(\d+))\.?(.*)$/.exec(path);
  if (field) return { kind: 'field', index: Number(field[1] ?? field[2]), key: field[3] ?? '' };
  if (path.startsWith('fields.')) {
    const [name, ...rest] = path.slice('fields.'.length).split('.');
    const index = fieldNames.indexOf(name);
    if (index >= 0) return { kind: 'field', index, key: rest.join('.') };
  }
  if (path === 'list' || path.startsWith('list.')) return { kind: 'list', key: path.slice(5) };
  if (path === 'form' || path.startsWith('form.')) return { kind: 'form', key: path.slice(5) };
  const role = /^permissions\.([a-z][a-z0-9_]*)/.exec(path);
  if (role) return { kind: 'role', role: role[1] };
  return { kind: 'collection', key: path };
}
