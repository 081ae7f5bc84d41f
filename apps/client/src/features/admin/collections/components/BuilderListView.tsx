import {
  IMPLIED_ID_FIELD,
  SEARCHABLE_FIELD_TYPES,
  SYSTEM_FIELD_DEFINITIONS,
  SYSTEM_FIELDS,
  type FieldType,
  type SystemField,
} from '@atrium/schema';
import { Input, Label, NativeSelect } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { fieldLabel, humanizeFieldName } from '@/features/schema-ui/utils/field-labels';
import {
  effectiveListView,
  type BuilderListView as ListView,
  type BuilderState,
  type ListRef,
} from '../utils/builder-schema';

interface Choice {
  ref: ListRef;
  label: string;
  type: FieldType;
}

/** A ref as a select's value: `f:<key>` for a builder field, `e:<name>` for an engine column. */
const encode = (ref: ListRef) => (typeof ref === 'number' ? `f:${ref}` : `e:${ref}`);
const decode = (value: string): ListRef => (value.startsWith('f:') ? Number(value.slice(2)) : value.slice(2));

/**
 * The generated list's first view: which columns it shows (in the order they were ticked), which
 * fields its search box looks in, and its order. Readers can still change columns and order in the
 * table. Until the admin changes something here, the schema's own list view is shown and kept.
 */
export function BuilderListView({
  state,
  onChange,
}: {
  state: BuilderState;
  onChange: (view: ListView) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const view = effectiveListView(state);
  const systemFields = SYSTEM_FIELDS.filter((f) => state.systemFields.includes(f));
  const fields: Choice[] = state.fields
    .filter((f) => f.name.trim())
    .map((f) => ({ ref: f.key, label: f.label.trim() || humanizeFieldName(f.name.trim()), type: f.type }));
  const engine: Choice[] = [
    { ref: 'id', label: fieldLabel(IMPLIED_ID_FIELD), type: 'uuid' },
    ...systemFields.map((name: SystemField) => ({
      ref: name,
      label: fieldLabel(SYSTEM_FIELD_DEFINITIONS[name]),
      type: SYSTEM_FIELD_DEFINITIONS[name].type,
    })),
  ];
  const all = [...fields, ...engine];
  const labelOf = (ref: ListRef) => all.find((c) => c.ref === ref)?.label ?? String(ref);
  const toggle = (key: 'columns' | 'searchable', ref: ListRef, on: boolean) =>
    onChange({ ...view, [key]: on ? [...view[key], ref] : view[key].filter((r) => r !== ref) });
  const first = view.sort[0];
  const setSort = (ref: string, direction: 'asc' | 'desc') =>
    onChange({ ...view, sort: ref ? [{ ref: decode(ref), direction }, ...view.sort.slice(1)] : [] });
  const shown = view.columns.filter((r) => all.some((c) => c.ref === r));

  const checkboxes = (key: 'columns' | 'searchable', choices: Choice[]) =>
    choices.map((c) => {
      const checked = view[key].includes(c.ref);
      // A list shows at least one column: the last one stays.
      const last = key === 'columns' && checked && shown.length === 1;
      return (
        <label
          key={encode(c.ref)}
          className="inline-flex items-center gap-2"
          title={last ? t`A list shows at least one column` : undefined}
        >
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={checked}
            disabled={last}
            onChange={(e) => toggle(key, c.ref, e.target.checked)}
          />
          {c.label}
        </label>
      );
    });

  return (
    <div className="grid gap-4 rounded-lg border p-3 text-sm">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">
          <Trans>Columns</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">{checkboxes('columns', all)}</div>
        <p className="text-xs text-muted-foreground">
          <Trans>In this order: {shown.map(labelOf).join(', ')}</Trans>
        </p>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">
          <Trans>Search looks in</Trans>
        </legend>
        {fields.some((c) => SEARCHABLE_FIELD_TYPES.has(c.type)) ? (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {checkboxes(
              'searchable',
              fields.filter((c) => SEARCHABLE_FIELD_TYPES.has(c.type)),
            )}
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">
            <Trans>Text and choice fields can be searched; this collection has none yet.</Trans>
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:max-w-lg sm:grid-cols-[minmax(0,1fr)_minmax(0,10rem)]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>
            <Trans>Sorted by</Trans>
          </Label>
          <NativeSelect
            id={`${id}-sort`}
            value={first ? encode(first.ref) : ''}
            onChange={(e) => setSort(e.target.value, first?.direction ?? 'asc')}
          >
            <option value="">
              {systemFields.includes('created_at')
                ? t`Default (newest first, by Created)`
                : t`None (the server orders by ID)`}
            </option>
            {all
              .filter((c) => c.type !== 'json')
              .map((c) => (
                <option key={encode(c.ref)} value={encode(c.ref)}>
                  {c.label}
                </option>
              ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-direction`}>
            <Trans>Direction</Trans>
          </Label>
          <NativeSelect
            id={`${id}-direction`}
            value={first?.direction ?? 'asc'}
            disabled={!first}
            onChange={(e) => first && setSort(encode(first.ref), e.target.value as 'asc' | 'desc')}
          >
            <option value="asc">{t`Ascending`}</option>
            <option value="desc">{t`Descending`}</option>
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-1.5 sm:max-w-40">
        <Label htmlFor={`${id}-page-size`}>
          <Trans>Rows per page</Trans>
        </Label>
        <Input
          id={`${id}-page-size`}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={view.pageSize}
          placeholder="25"
          onChange={(e) => onChange({ ...view, pageSize: e.target.value })}
        />
      </div>
    </div>
  );
}
