import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../auth/user.js';
import { isAdminRole } from '../routes/fallback-routes.js';
import { collectionColumns, hasImpliedId, type CollectionColumn } from './collection-columns.js';
import {
  COLLECTION_MAX_ROLES,
  FIELD_PATTERN_MAX_WORK,
  SCHEMA_INPUT_MAX_CHARS,
  SCHEMA_INPUT_MAX_DEPTH,
  SCHEMA_INPUT_MAX_NODES,
} from './collection-limits.js';
import {
  COLLECTION_SCHEMA_FILE_NAME,
  COLLECTION_SCHEMA_ID,
  SEARCHABLE_FIELD_TYPES,
  SYSTEM_FIELDS,
  collectionSchema,
  type Collection,
  type CollectionField,
  type RolePermission,
} from './collection-schema.js';
import { withSuggestion } from './closest-name.js';
import { compileFieldPattern } from './field-pattern.js';
import { fieldValueSchema, textFieldMaxLength } from './field-value.js';
import { resolveRowScope, type CollectionLookup } from './row-scope.js';
import { reservedFieldNameReason, reservedTableNameReason } from './reserved-names.js';
import { MUST_BE_A_NUMBER, MUST_BE_TRUE_OR_FALSE } from '../common/value-schemas.js';
import { withoutChecksOfWrongType } from '../common/zod-issues.js';

/**
 * One thing wrong with a collection schema; `path` is like `fields.2.max` (empty: the whole
 * schema): its keys and indexes joined with dots, as every other detail path of the API.
 */
export interface CollectionProblem {
  path: string;
  message: string;
}

export interface CollectionValidation {
  ok: boolean;
  /** The parsed collection (defaults filled in) when `ok`. */
  collection?: Collection;
  problems: CollectionProblem[];
}

export interface CollectionContext {
  /**
   * The other collections known (the registry's, or the files checked together): relation
   * targets must be among them, and no two collections may share a table. When absent, relation
   * targets are not checked. The collection being validated may be among them (its previous version).
   */
  collections?: readonly Collection[];
  /**
   * Atrium's own schemas: allows the built-in collection names, a declared `primary_key` and
   * `internal` fields, which integrators' collections may not use.
   */
  builtin?: boolean;
}

type PathPart = string | number;

/**
 * A problem's path as the API writes every detail path: keys and indexes joined with dots
 * (`fields.2.max`, `permissions.user.scope.via.0`), empty parts left out.
 */
export function formatPath(parts: readonly PathPart[]): string {
  return parts
    .map(String)
    .filter((part) => part !== '')
    .join('.');
}

/** The parts each problem's path was formatted from, kept beside it (never sent). */
const partsOf = new WeakMap<CollectionProblem, readonly PathPart[]>();

/** A problem at `parts`: its `path` as formatPath writes it, its parts kept for problemPathParts. */
function problemAt(parts: readonly PathPart[], message: string): CollectionProblem {
  const problem = { path: formatPath(parts), message };
  partsOf.set(problem, [...parts]);
  return problem;
}

/**
 * The keys and indexes of a problem's path, exactly (a key holding "." stays one part), for a
 * caller that puts the path under another — an import file's problems are named from the
 * file's root (`collections.1.fields.0.type`).
 */
export function problemPathParts(problem: CollectionProblem): readonly PathPart[] {
  return partsOf.get(problem) ?? (problem.path === '' ? [] : [problem.path]);
}

/**
 * Checks a collection schema: its shape (the zod meta-schema), then the rules that tie its parts
 * together. Pure and total: any input — not JSON, huge, deeply nested — gives problems, never an
 * exception, after bounded work (the input's size is measured before anything else runs).
 */
export function validateCollection(input: unknown, context: CollectionContext = {}): CollectionValidation {
  try {
    const problems = inputBoundsProblems(input);
    if (problems.length > 0) return { ok: false, problems };
    problems.push(...schemaReferenceProblems(input));
    // A "$ref" anywhere is the problem itself, whatever else its object lacks ("a field that is
    // only a $ref" is not an unknown field type).
    const references = referenceKeyProblems(input);
    if (references.length > 0) return { ok: false, problems: [...problems, ...references] };
    const parsed = collectionSchema.safeParse(input, { error: wrongTypeMessage });
    if (!parsed.success) {
      problems.push(...issuesToProblems(parsed.error.issues, input));
      return { ok: false, problems };
    }
    problems.push(...crossFieldProblems(parsed.data, context), ...labelTextProblems(parsed.data));
    return problems.length === 0 ? { ok: true, collection: parsed.data, problems } : { ok: false, problems };
  } catch {
    // Unreachable by design (the property tests throw everything at it); a last guard so a
    // caller never turns a schema into a 500.
    return { ok: false, problems: [{ path: '', message: 'The schema could not be checked' }] };
  }
}

/** Nesting, size and "is it JSON at all", measured iteratively before any parsing. */
function inputBoundsProblems(input: unknown): CollectionProblem[] {
  let nodes = 0;
  let chars = 0;
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > SCHEMA_INPUT_MAX_DEPTH) {
      return [{ path: '', message: `The schema is nested more than ${SCHEMA_INPUT_MAX_DEPTH} levels deep` }];
    }
    if (++nodes > SCHEMA_INPUT_MAX_NODES) {
      return [{ path: '', message: `The schema has more than ${SCHEMA_INPUT_MAX_NODES} values` }];
    }
    if (typeof node === 'string') {
      chars += node.length;
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) stack.push([node[i], depth + 1]);
    } else if (node !== null && typeof node === 'object') {
      const proto = Object.getPrototypeOf(node);
      if (proto !== Object.prototype && proto !== null) {
        return [
          {
            path: '',
            message: 'The schema must be JSON (plain objects, arrays, strings, numbers, booleans, null)',
          },
        ];
      }
      for (const key of Object.keys(node)) {
        chars += key.length;
        stack.push([(node as Record<string, unknown>)[key], depth + 1]);
      }
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node))
        return [{ path: '', message: 'The schema must be JSON (numbers must be finite)' }];
    } else if (typeof node !== 'boolean' && node !== null && node !== undefined) {
      return [
        {
          path: '',
          message: 'The schema must be JSON (plain objects, arrays, strings, numbers, booleans, null)',
        },
      ];
    }
    if (chars > SCHEMA_INPUT_MAX_CHARS) {
      return [{ path: '', message: `The schema is larger than ${SCHEMA_INPUT_MAX_CHARS} characters` }];
    }
  }
  return [];
}

const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** `….translations.<language>.options.<value>`: an option's label in a language. */
function isTranslatedOption(path: PathPart[]): boolean {
  const n = path.length;
  return n >= 4 && path[n - 2] === 'options' && path[n - 4] === 'translations';
}

/**
 * Every `label` and `label_plural` (the collection's, its fields', options', form sections' and
 * their translations', and the translated options' texts) is one line without control characters, as a form's title, a theme's
 * label or a person's name: labels head columns, lists, CSV exports and the audit log. Checked
 * when a schema is written, not when a stored one is loaded, so a collection stored before the
 * rule keeps working and its next save names the label to fix.
 */
function labelTextProblems(collection: Collection): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  // Depth first in the document's order: children pushed last to first.
  const stack: [unknown, PathPart[]][] = [[collection, []]];
  while (stack.length > 0 && problems.length < 20) {
    const [node, path] = stack.pop()!;
    const key = path[path.length - 1];
    if (typeof node === 'string' && (key === 'label' || key === 'label_plural' || isTranslatedOption(path))) {
      if (LINE_BREAK_OR_TAB.test(node)) problems.push(problemAt(path, 'Must be one line, without tabs'));
      else if (CONTROL_CHARACTERS.test(node))
        problems.push(problemAt(path, 'Must not contain control characters'));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], [...path, i]]);
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], [...path, entries[i]![0]]]);
    }
  }
  return problems;
}

const REF_PROBLEM = '"$ref" is not accepted: a collection schema is self-contained (no references)';

/** Every "$ref" key, at its path (the input's size is bounded before this walk). */
function referenceKeyProblems(input: unknown): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const stack: [unknown, PathPart[]][] = [[input, []]];
  while (stack.length > 0 && problems.length < 20) {
    const [node, path] = stack.pop()!;
    if (Array.isArray(node)) node.forEach((item, i) => stack.push([item, [...path, i]]));
    else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref') problems.push(problemAt([...path, key], REF_PROBLEM));
        else stack.push([value, [...path, key]]);
      }
    }
  }
  return problems.reverse();
}

/**
 * `$schema` may name the published meta-schema only: its id, or a relative path to the file
 * (for editors). No URL is ever fetched, and no other meta-schema is accepted.
 */
function schemaReferenceProblems(input: unknown): CollectionProblem[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [];
  const value = (input as Record<string, unknown>).$schema;
  if (typeof value !== 'string') return [];
  if (value === COLLECTION_SCHEMA_ID) return [];
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//') && !value.startsWith('/');
  const segments = value.split(/[\\/]/);
  if (relative && segments[segments.length - 1] === COLLECTION_SCHEMA_FILE_NAME) return [];
  return [
    problemAt(
      ['$schema'],
      `$schema must be "${COLLECTION_SCHEMA_ID}" or a relative path to ${COLLECTION_SCHEMA_FILE_NAME}; other meta-schemas and remote references are not accepted`,
    ),
  ];
}

/**
 * A missing key or a value of the wrong kind in the app's words — "Required", "Must be a JSON
 * array" — rather than zod's "Invalid input: expected array, received undefined", which an
 * integrator reads as a riddle and the admin screens cannot translate. Messages the meta-schema
 * words itself win over these (zod's precedence); anything else keeps zod's.
 */
function wrongTypeMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'Required';
  switch (issue.expected) {
    case 'string':
      return 'Must be text';
    case 'number':
      return MUST_BE_A_NUMBER;
    case 'int':
      return 'Must be a whole number';
    case 'boolean':
      return MUST_BE_TRUE_OR_FALSE;
    case 'array':
      return 'Must be a JSON array';
    case 'object':
    case 'record':
      return 'Must be a JSON object';
    default:
      return undefined;
  }
}

/**
 * Turns zod issues into problems, with the branch that got furthest for unions. An unknown key, an
 * unknown field type or row scope kind, and a value outside a fixed list (a widget, an action, a
 * system field…) get the known name it most likely misspells, when one is close (closest-name.ts):
 * `Unknown key "requird"; did you mean "required"?`. `input` is what was parsed, read at each
 * issue's path (zod's issues do not carry the value).
 */
function issuesToProblems(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  prefix: PathPart[] = [],
): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  // A value of the wrong type is that one problem (a string for `fields`: not also "At most 200 fields").
  for (const issue of withoutChecksOfWrongType(issues)) {
    const path = [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(input, path);
      for (const key of issue.keys) {
        problems.push(
          problemAt(
            [...path, key],
            key === '$ref'
              ? REF_PROBLEM
              : withSuggestion(`Unknown key "${key.length > 60 ? `${key.slice(0, 60)}…` : key}"`, key, known),
          ),
        );
      }
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // The branch whose issues are not "wrong type here" is the one the author meant.
      const meant = issue.errors.filter(
        (branch) =>
          branch.length > 0 && !branch.some((i) => i.path.length === 0 && i.code === 'invalid_type'),
      );
      if (meant.length === 1) problems.push(...issuesToProblems(meant[0], input, path));
      else problems.push(problemAt(path, issue.message));
    } else if (issue.code === 'invalid_union' && 'options' in issue && issue.options !== undefined) {
      // No option has this discriminator (`type`, a scope's `kind`): the issue's path ends with it.
      problems.push(problemAt(path, withSuggestion(issue.message, valueAt(input, path), issue.options)));
    } else if (issue.code === 'invalid_value') {
      problems.push(problemAt(path, withSuggestion(issue.message, valueAt(input, path), issue.values)));
    } else if (issue.code === 'invalid_key') {
      const detail = issue.issues[0]?.message ?? issue.message;
      problems.push(problemAt(path, `Invalid name: ${detail}`));
    } else {
      problems.push(problemAt(path, issue.message));
    }
  }
  return problems;
}

/** The value at `parts` of `input`, own properties only (undefined where the path leads nowhere). */
function valueAt(input: unknown, parts: readonly PathPart[]): unknown {
  let value = input;
  for (const part of parts) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<PathPart, unknown>)[part];
  }
  return value;
}

/** The keys the meta-schema knows for the object at `parts` of `input` (none when it is no object). */
function knownKeysAt(input: unknown, parts: readonly PathPart[]): readonly string[] {
  const schema = metaSchemaAt(input, parts);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/**
 * The part of the meta-schema that checks the value at `parts` of `input`: objects by key, lists
 * by item, records by value, and unions by the input (a field by its `type`, a grant by being a
 * list or an object). Undefined where the path leaves the meta-schema.
 */
function metaSchemaAt(input: unknown, parts: readonly PathPart[]): z.ZodType | undefined {
  let value = input;
  let schema = unwrapMetaSchema(collectionSchema, value);
  for (const part of parts) {
    if (schema === undefined) return undefined;
    let child: z.core.SomeType | undefined;
    if (schema instanceof z.ZodObject) {
      child = Object.hasOwn(schema.shape, part) ? schema.shape[part] : undefined;
    } else if (schema instanceof z.ZodArray) child = schema.element;
    else if (schema instanceof z.ZodRecord) child = schema.valueType;
    value = valueAt(value, [part]);
    schema = child === undefined ? undefined : unwrapMetaSchema(child, value);
  }
  return schema;
}

/** `schema` without its optional, default and transform wrappers, a union resolved by `value`. */
function unwrapMetaSchema(schema: z.core.SomeType, value: unknown): z.ZodType | undefined {
  let current: z.core.SomeType | undefined = schema;
  while (current !== undefined) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
    else if (current instanceof z.ZodPipe) current = current.in;
    else if (current instanceof z.ZodDiscriminatedUnion) {
      const key: string = current.def.discriminator;
      const tag = valueAt(value, [key]);
      current = current.options.find(
        (option) =>
          option instanceof z.ZodObject &&
          Object.hasOwn(option.shape, key) &&
          z.safeParse(option.shape[key], tag).success,
      );
    } else if (current instanceof z.ZodUnion) {
      current = current.options.find((option) =>
        Array.isArray(value) ? option instanceof z.ZodArray : option instanceof z.ZodObject,
      );
    } else return current as z.ZodType;
  }
  return undefined;
}

/** The rules that relate parts of a (well-typed) collection to one another and to its context. */
function crossFieldProblems(collection: Collection, context: CollectionContext): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const add = (path: PathPart[], message: string) => problems.push(problemAt(path, message));
  const builtin = context.builtin === true;

  const nameReason = reservedTableNameReason(collection.name, builtin);
  if (nameReason) add(['name'], `Collection name not allowed: ${nameReason}`);
  if (collection.table !== collection.name) {
    const tableReason = reservedTableNameReason(collection.table, builtin);
    if (tableReason) add(['table'], `Table name not allowed: ${tableReason}`);
  }
  for (const other of context.collections ?? []) {
    if (other.name !== collection.name && other.table === collection.table) {
      add(['table'], `Table "${collection.table}" already belongs to collection "${other.name}"`);
    }
  }

  if (new Set(collection.system_fields).size !== collection.system_fields.length) {
    add(['system_fields'], 'A system field is listed twice');
  }
  const systemFields = new Set<string>(collection.system_fields);

  // Fields: names, then each field's own rules.
  const seen = new Map<string, number>();
  collection.fields.forEach((field, index) => {
    const at = (...rest: PathPart[]) => ['fields', index, ...rest];
    const first = seen.get(field.name);
    if (first !== undefined)
      add(at('name'), `Field "${field.name}" is declared twice (also fields.${first})`);
    else seen.set(field.name, index);
    const reason = reservedFieldNameReason(field.name);
    if (reason) add(at('name'), `Field name not allowed: ${reason}`);
    if (field.name === 'id' && hasImpliedId(collection)) {
      add(at('name'), '"id" is the implied primary key (a uuid filled by the database); do not declare it');
    }
    if ((SYSTEM_FIELDS as readonly string[]).includes(field.name) && systemFields.has(field.name)) {
      add(
        at('name'),
        `"${field.name}" is a system field kept by the engine; remove it from system_fields to declare your own`,
      );
    }
    if (field.internal && !builtin) add(at('internal'), 'Only built-in collections have internal fields');
    problems.push(...fieldProblems(field, builtin).map((p) => problemAt(at(...p.path), p.message)));
  });

  if (collection.primary_key !== undefined) {
    if (!builtin) {
      add(
        ['primary_key'],
        'Only built-in collections declare a primary key; others get an implied "id" uuid',
      );
    }
    const keys = new Set<string>();
    collection.primary_key.forEach((name, i) => {
      const field = collection.fields.find((f) => f.name === name);
      if (keys.has(name)) add(['primary_key', i], `"${name}" is listed twice`);
      keys.add(name);
      if (!field) add(['primary_key', i], `Unknown field "${name}"`);
      else if (!field.required) add(['primary_key', i], `Key field "${name}" must be required`);
      else if (!['uuid', 'relation', 'string', 'integer'].includes(field.type)) {
        add(['primary_key', i], `Key field "${name}" must be a uuid, relation, string or integer`);
      }
    });
  }

  // Relations: targets known, keys they can point to, display fields that exist.
  const known = new Map<string, Collection>((context.collections ?? []).map((c) => [c.name, c]));
  known.set(collection.name, collection);
  // Targets already named as unknown at their field: a scope path through them says nothing more.
  const unknownTargets = new Set<string>();
  collection.fields.forEach((field, index) => {
    if (field.type !== 'relation' || context.collections === undefined) return;
    const target = known.get(field.target);
    if (!target) {
      add(['fields', index, 'target'], `Unknown collection "${field.target}"`);
      unknownTargets.add(field.target);
      return;
    }
    if (!hasImpliedId(target) && !(target.primary_key?.length === 1 && target.primary_key[0] === 'id')) {
      add(['fields', index, 'target'], `Collection "${field.target}" has no single "id" key to point to`);
    }
    if (field.display_field !== undefined) {
      const shown = collectionColumns(target).find((c) => c.name === field.display_field);
      if (!shown || shown.field.internal) {
        add(
          ['fields', index, 'display_field'],
          `Collection "${field.target}" has no field "${field.display_field}"`,
        );
      }
    }
  });

  const columns = new Map(collectionColumns(collection).map((c) => [c.name, c]));
  const visible = (name: string) => {
    const column = columns.get(name);
    return column && !column.field.internal ? column : undefined;
  };
  const refer = (path: PathPart[], name: string): CollectionColumn | undefined => {
    const column = visible(name);
    if (!column) add(path, `Unknown field "${name}"`);
    return column;
  };

  if (collection.list) {
    const list = collection.list;
    const listed = new Set<string>();
    list.columns.forEach((name, i) => {
      if (listed.has(name)) add(['list', 'columns', i], `"${name}" is listed twice`);
      listed.add(name);
      refer(['list', 'columns', i], name);
    });
    list.sort?.forEach((term, i) => {
      const column = refer(['list', 'sort', i, 'field'], term.field);
      if (column?.field.type === 'json')
        add(['list', 'sort', i, 'field'], `Cannot sort on the json field "${term.field}"`);
    });
    list.searchable?.forEach((name, i) => {
      const column = refer(['list', 'searchable', i], name);
      if (column && !SEARCHABLE_FIELD_TYPES.has(column.field.type)) {
        add(
          ['list', 'searchable', i],
          `Only string, text and enum fields can be searched ("${name}" is ${column.field.type})`,
        );
      }
    });
  }

  if (collection.form) {
    const placed = new Map<string, number>();
    collection.form.sections.forEach((section, s) => {
      section.fields.forEach((name, i) => {
        const before = placed.get(name);
        if (before !== undefined)
          add(['form', 'sections', s, 'fields', i], `"${name}" is already in section ${before}`);
        else placed.set(name, s);
        refer(['form', 'sections', s, 'fields', i], name);
      });
    });
  }

  // Scope paths follow relations into the known collections; without a context, as far as they go.
  const strict = context.collections !== undefined;
  const roles = Object.entries(collection.permissions);
  if (roles.length > COLLECTION_MAX_ROLES) add(['permissions'], `At most ${COLLECTION_MAX_ROLES} roles`);
  for (const [role, grant] of roles) {
    problems.push(
      ...permissionProblems(
        collection,
        role,
        grant,
        refer,
        (name) => known.get(name),
        strict,
        unknownTargets,
      ),
    );
  }
  if (collection.default_permission !== undefined) {
    if (!builtin) {
      add(
        ['default_permission'],
        'Only built-in collections grant every role by default; name each role in permissions',
      );
    }
    problems.push(
      ...permissionProblems(
        collection,
        null,
        collection.default_permission,
        refer,
        (name) => known.get(name),
        strict,
        unknownTargets,
      ),
    );
  }
  return problems;
}

/** The problems of one role's grant, or (role null) of the collection's default_permission. */
function permissionProblems(
  collection: Collection,
  role: string | null,
  grant: RolePermission,
  refer: (path: PathPart[], name: string) => CollectionColumn | undefined,
  lookup: CollectionLookup,
  strict: boolean,
  unknownTargets: ReadonlySet<string>,
): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const add = (path: PathPart[], message: string) => problems.push(problemAt(path, message));
  const at = (...rest: PathPart[]) =>
    role === null ? ['default_permission', ...rest] : ['permissions', role, ...rest];
  if (role !== null && isAdminRole(role)) {
    add(
      at(),
      `"${role}" is a platform admin role: it has every permission on every collection and is not listed`,
    );
    return problems;
  }
  grant.read_fields?.forEach((name, i) => refer(at('read_fields', i), name));
  grant.write_fields?.forEach((name, i) => {
    const column = refer(at('write_fields', i), name);
    if (column && (column.origin !== 'field' || column.field.readonly)) {
      add(at('write_fields', i), `"${name}" is read-only`);
    }
  });
  const { problems: scopeProblems } = resolveRowScope(collection, grant.scope, lookup, strict);
  for (const p of scopeProblems) {
    // One message per problem: an unknown target is reported once, at the relation field naming it.
    if (p.unknownTarget !== undefined && unknownTargets.has(p.unknownTarget)) continue;
    add(at('scope', ...p.path), p.message);
  }
  return problems;
}

/** One field's own rules: bounds in order, a default that fits, a pattern RE2 can run. */
function fieldProblems(field: CollectionField, builtin: boolean): { path: PathPart[]; message: string }[] {
  const problems: { path: PathPart[]; message: string }[] = [];
  const add = (path: PathPart[], message: string) => problems.push({ path, message });

  if (
    (field.type === 'string' ||
      field.type === 'text' ||
      field.type === 'number' ||
      field.type === 'integer') &&
    field.min !== undefined &&
    field.max !== undefined &&
    field.min > field.max
  ) {
    add(['min'], `min (${field.min}) is greater than max (${field.max})`);
  }
  if (
    field.type === 'string' &&
    field.length !== undefined &&
    (field.min !== undefined || field.max !== undefined)
  ) {
    add(['length'], 'Give either length or min/max, not both');
  }
  if ((field.type === 'string' || field.type === 'text') && field.pattern !== undefined) {
    const compiled = compileFieldPattern(field.pattern);
    if (!compiled.ok) add(['pattern'], compiled.message);
    else if (compiled.size * textFieldMaxLength(field) > FIELD_PATTERN_MAX_WORK) {
      const max = textFieldMaxLength(field);
      add(
        ['pattern'],
        `pattern is too complex for values of up to ${max} characters (RE2 program size ${compiled.size} × ${max} is over ${FIELD_PATTERN_MAX_WORK}): give the field a smaller max, or simplify the pattern`,
      );
    }
  }
  if (field.type === 'enum') {
    const values = new Set<string>();
    field.options.forEach((option, i) => {
      const value = typeof option === 'string' ? option : option.value;
      if (values.has(value)) add(['options', i], `Option "${value}" is listed twice`);
      values.add(value);
    });
  }
  for (const [tag, texts] of Object.entries(field.translations ?? {})) {
    const options = Object.keys(texts.options ?? {});
    if (options.length > 0 && field.type !== 'enum') {
      add(['translations', tag, 'options'], 'Only an enum field has options to translate');
      continue;
    }
    const known = new Set(
      field.type === 'enum' ? field.options.map((o) => (typeof o === 'string' ? o : o.value)) : [],
    );
    for (const value of options.filter((o) => !known.has(o))) {
      add(['translations', tag, 'options', value], `Option "${value}" is not one of the field's options`);
    }
  }
  if (field.type === 'json' && field.widget === 'tags' && field.shape !== 'array') {
    add(['widget'], 'A tags input edits a list of texts: set the shape to array');
  }
  if ((field.type === 'boolean' || field.type === 'json') && field.unique) {
    add(['unique'], `A ${field.type} field cannot be unique`);
  }
  if (field.type === 'relation' && field.on_delete === 'set_null' && field.required) {
    add(['on_delete'], 'A required relation cannot be set to null when its target is deleted');
  }

  const hasDefaultFn = 'default_fn' in field && field.default_fn !== undefined;
  const hasDefault = 'default' in field && field.default !== undefined;
  if (hasDefault && hasDefaultFn) add(['default'], 'Give either default or default_fn, not both');
  if (hasDefault) {
    const result = fieldValueSchema(field).safeParse(field.default);
    if (!result.success) {
      for (const issue of result.error.issues)
        add(['default', ...(issue.path as PathPart[])], `Default: ${issue.message}`);
    }
    if (field.unique)
      add(
        ['default'],
        'A unique field cannot have a default: every row created without a value would get the same one',
      );
  }
  if (field.required && field.readonly && !hasDefault && !hasDefaultFn && !builtin) {
    add(['readonly'], 'A required read-only field needs a default: nothing could ever give it a value');
  }
  return problems;
}
