import { identifierSchema, SYSTEM_FIELD_DEFINITIONS, SYSTEM_FIELDS, type Collection } from '@atrium/schema';
import { Button, FieldError, Input, Label } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { newBuilderField, type BuilderField, type BuilderState } from '../utils/builder-schema';
import {
  fieldRowId,
  placeProblems,
  problemMessageId,
  problemPlaceId,
  type BuilderProblem,
  type CollectionControl,
} from '../utils/builder-problems';
import { IconNamePicker } from '@/features/shell/components/IconNamePicker';
import { fieldLabel } from '@/features/schema-ui/utils/field-labels';
import { translateSchemaProblem } from '../utils/schema-problem-messages';
import { BuilderFieldRow } from './BuilderFieldRow';
import { BuilderGrants } from './BuilderGrants';
import { BuilderFormLayout } from './BuilderFormLayout';
import { BuilderListView } from './BuilderListView';
import { BuilderTranslations } from './BuilderTranslations';

/**
 * The schema builder: a collection's name, labels and icon, its fields (type, required, unique, bounds,
 * options, relation target, default, placeholder…) in order, its list view and form layout, and
 * who may do what.
 * The dry run's problems are shown where they belong: at the input they concern, marked invalid
 * and described by the problem (`fields.2.max` at the third field's Max), else in a list under
 * the part of the builder they concern. Its ids start with `id`: the problem summary links to them
 * (utils/builder-problems.ts).
 */
export function SchemaBuilder({
  id,
  state,
  onChange,
  collections,
  problems,
  editing = false,
}: {
  id: string;
  state: BuilderState;
  onChange: (state: BuilderState) => void;
  collections: readonly Pick<Collection, 'name' | 'label' | 'fields'>[];
  problems: readonly BuilderProblem[];
  /** A stored collection: its name and its fields' names stay as they are. */
  editing?: boolean;
}) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<BuilderState>) => onChange({ ...state, ...patch });
  const setField = (key: number, patch: Partial<BuilderField>) =>
    set({ fields: state.fields.map((f) => (f.key === key ? { ...f, ...patch } : f)) });
  const move = (index: number, by: -1 | 1) => {
    const fields = [...state.fields];
    const [field] = fields.splice(index, 1);
    fields.splice(index + by, 0, field);
    set({ fields });
  };
  const placed = placeProblems(problems, state);
  const fieldProblems = (key: number) =>
    placed.filter((p) => p.place.kind === 'field' && p.place.fieldKey === key);
  /** Problems of one part of the builder, listed under it with their path (the summary's link target). */
  const problemList = (kind: 'list' | 'form' | 'translations') => {
    const items = placed.filter((p) => p.place.kind === kind);
    return items.length > 0 ? (
      <ul
        id={problemPlaceId(id, { kind, key: '' })}
        tabIndex={-1}
        className="grid gap-0.5 text-sm text-destructive outline-none"
      >
        {items.map((p) => (
          <li key={`${p.path}-${p.message}`}>
            <code className="font-mono text-xs">{p.path}</code>: {translateSchemaProblem(i18n, p.message)}
          </li>
        ))}
      </ul>
    ) : null;
  };
  const roleProblems = (grantKey: number) =>
    placed.flatMap((p) => (p.place.kind === 'role' && p.place.grantKey === grantKey ? [p.message] : []));
  const controlProblems = (control: CollectionControl) =>
    placed.flatMap((p) =>
      p.place.kind === 'collection' && p.place.control === control
        ? [translateSchemaProblem(i18n, p.message)]
        : [],
    );
  const general = placed.filter((p) => p.place.kind === 'collection' && p.place.control === null);
  // The name is checked as soon as it is left (the rule is the meta-schema's), not only at the dry run.
  const [nameTouched, setNameTouched] = useState(false);
  const nameCheck = identifierSchema.safeParse(state.name.trim());
  const nameProblem =
    !editing && nameTouched && state.name.trim() !== '' && !nameCheck.success
      ? translateSchemaProblem(i18n, nameCheck.error.issues[0].message)
      : null;
  const collectionField = (
    key: 'name' | 'label' | 'labelPlural' | 'description',
    label: string,
    placeholder: string,
    mono = false,
  ) => {
    // The check as the name is left, else the dry run's.
    const live = key === 'name' ? nameProblem : null;
    const problem = live ?? (controlProblems(key).join(' ') || null);
    const inputId = `${id}-${key}`;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{label}</Label>
        <Input
          id={inputId}
          value={state[key]}
          placeholder={placeholder}
          readOnly={editing && key === 'name'}
          className={mono ? 'font-mono' : undefined}
          spellCheck={!mono}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemMessageId(inputId) : undefined}
          onBlur={key === 'name' ? () => setNameTouched(true) : undefined}
          onChange={(e) => set({ [key]: e.target.value })}
        />
        {/* Said as the name is left; the dry run's problems are said by the summary. */}
        <FieldError id={problemMessageId(inputId)} role={live ? 'alert' : undefined} className="text-xs">
          {problem}
        </FieldError>
      </div>
    );
  };
  const tableProblem = controlProblems('table').join(' ') || null;
  const apiName = (nameCheck.success && state.name.trim()) || '<name>';
  return (
    // min-w-0 on every section: a grid item is otherwise as wide as its widest content, and the
    // permissions table (its own sideways scroller) made the whole dialog scroll sideways on a phone.
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <section aria-label={t`Collection`} className="grid gap-3 sm:grid-cols-2">
        {collectionField('name', t`Name`, 'tasks', true)}
        {collectionField('label', t`Label (one row)`, t`Task`)}
        {collectionField('labelPlural', t`Label (several rows, optional)`, t`Tasks`)}
        {collectionField('description', t`Description (optional)`, t`What the rows are for`)}
        <IconNamePicker
          name={`${id}-icon`}
          value={state.icon}
          onChange={(icon) => set({ icon })}
          invalid={general.some((p) => p.path === 'icon')}
          className="sm:col-span-2"
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-table`}>
            <Trans>Table name (optional)</Trans>
          </Label>
          <Input
            id={`${id}-table`}
            value={state.table}
            placeholder={state.name.trim() || 'tasks'}
            readOnly={editing}
            className="font-mono"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={tableProblem ? true : undefined}
            aria-describedby={
              tableProblem ? `${problemMessageId(`${id}-table`)} ${id}-table-help` : `${id}-table-help`
            }
            onChange={(e) => set({ table: e.target.value })}
          />
          <FieldError id={problemMessageId(`${id}-table`)} className="text-xs">
            {tableProblem}
          </FieldError>
          <p id={`${id}-table-help`} className="text-xs text-muted-foreground">
            {editing ? (
              <Trans>
                The table the rows are stored in (renamed only in the JSON tab: queries naming it break).
              </Trans>
            ) : (
              <Trans>
                The PostgreSQL table the rows are stored in; the collection's name when left empty.
              </Trans>
            )}
          </p>
        </div>
        <fieldset className="grid content-start gap-1.5" aria-describedby={`${id}-system-help`}>
          <legend className="mb-1 text-sm font-medium">
            <Trans>System fields</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SYSTEM_FIELDS.map((name) => (
              <label key={name} className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={state.systemFields.includes(name)}
                  onChange={(e) =>
                    set({
                      systemFields: e.target.checked
                        ? [...state.systemFields, name]
                        : state.systemFields.filter((f) => f !== name),
                    })
                  }
                />
                {fieldLabel(SYSTEM_FIELD_DEFINITIONS[name])}
              </label>
            ))}
          </div>
          <p id={`${id}-system-help`} className="text-xs text-muted-foreground">
            <Trans>
              Filled in by the server: when a row was created and last changed, and who created it (a grant's
              “Rows they created” needs it). Removing one drops its column.
            </Trans>
          </p>
        </fieldset>
        <p className="text-xs text-muted-foreground sm:col-span-2">
          {editing ? (
            <Trans>
              The name is the API's: /api/rest/{apiName}. Stored fields keep their names too: a renamed column
              would lose its values. Removing a field or changing its type is destructive; the dry run lists
              the rows it touches.
            </Trans>
          ) : (
            <Trans>
              The name is the API's (/api/rest/{apiName}) and, unless another is given, the table's.
              snake_case, not changeable later.
            </Trans>
          )}
        </p>
        {general.length > 0 ? (
          <ul
            id={problemPlaceId(id, { kind: 'collection', key: '', control: null })}
            tabIndex={-1}
            className="grid gap-0.5 text-sm text-destructive outline-none sm:col-span-2"
          >
            {general.map((p) => (
              <li key={`${p.path}-${p.message}`}>
                {p.path ? <code className="font-mono text-xs">{p.path}</code> : null}
                {p.path ? ': ' : null}
                {translateSchemaProblem(i18n, p.message)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-label={t`Fields`} className="grid gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>Fields</Trans>
        </h3>
        <ol className="grid gap-3">
          {state.fields.map((field, index) => (
            <BuilderFieldRow
              key={field.key}
              id={fieldRowId(id, field.key)}
              field={field}
              index={index}
              count={state.fields.length}
              collections={collections}
              problems={fieldProblems(field.key)}
              onChange={(patch) => setField(field.key, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => set({ fields: state.fields.filter((f) => f.key !== field.key) })}
            />
          ))}
        </ol>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => set({ fields: [...state.fields, newBuilderField()] })}
        >
          <Plus aria-hidden="true" />
          <Trans>Add field</Trans>
        </Button>
      </section>
      <section aria-label={t`List view`} className="grid gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>List view</Trans>
        </h3>
        <BuilderListView state={state} onChange={(listView) => set({ listView })} />
        {problemList('list')}
      </section>
      <section aria-label={t`Form layout`} className="grid gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>Form layout</Trans>
        </h3>
        <BuilderFormLayout state={state} onChange={(formView) => set({ formView })} />
        {problemList('form')}
      </section>
      <section aria-label={t`Translations`} className="grid gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>Translations</Trans>
        </h3>
        <BuilderTranslations state={state} onChange={onChange} />
        {problemList('translations')}
      </section>
      <section aria-label={t`Permissions`} className="grid gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>Permissions</Trans>
        </h3>
        <BuilderGrants
          id={id}
          grants={state.grants}
          fields={state.fields}
          problems={roleProblems}
          onChange={(grants) => set({ grants })}
        />
      </section>
    </div>
  );
}
