import { FIELD_TYPES, type Collection, type FieldType } from '@atrium/schema';
import { Button, FieldError, Input, Label, NativeSelect, Textarea } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { humanizeFieldName } from '@/features/schema-ui/utils/field-labels';
import {
  boundsKind,
  defaultFits,
  enumOptionsOf,
  hasDefaultControl,
  hasPlaceholderControl,
  jsonDefaultProblems,
  keptFieldKeys,
  widgetsOf,
  type BuilderField,
} from '../utils/builder-schema';
import {
  FIELD_PROBLEM_KEYS,
  problemKeyHead,
  problemMessageId,
  type FieldControl,
  type PlacedProblem,
} from '../utils/builder-problems';
import { translateSchemaProblem } from '../utils/schema-problem-messages';

/** The inputs a form may show, as the builder names them (`widget`, by type where they differ). */
const WIDGET_LABELS: Record<string, MessageDescriptor> = {
  email: msg`E-mail address`,
  url: msg`Web address`,
  password: msg`Password (hidden as typed)`,
  color: msg`Colour picker`,
  icon: msg`Icon name`,
  textarea: msg`Text area`,
  markdown: msg`Markdown (a taller text area)`,
  code: msg`Code (monospace)`,
  tags: msg`Tags (a list of texts; shape: array)`,
  slider: msg`Slider (needs min and max)`,
  checkbox: msg`Checkbox`,
  switch: msg`Switch`,
  select: msg`Drop-down list`,
  autocomplete: msg`Search as you type`,
  radio: msg`Radio buttons`,
};

function widgetLabel(type: FieldType, widget: string): MessageDescriptor | string {
  if (widget === 'input') return type === 'string' ? msg`Text input` : msg`Number input`;
  return WIDGET_LABELS[widget] ?? widget;
}

const TYPE_LABELS: Record<FieldType, MessageDescriptor> = {
  string: msg`Text (one line)`,
  text: msg`Long text`,
  number: msg`Number`,
  integer: msg`Whole number`,
  boolean: msg`Yes / no`,
  date: msg`Date`,
  datetime: msg`Date and time`,
  uuid: msg`UUID`,
  enum: msg`Choice`,
  json: msg`JSON`,
  relation: msg`Relation`,
};

/**
 * One field of the schema builder: name, label, type and the settings of that type. A problem of
 * the dry run marks the control it concerns invalid and is written under it (its description);
 * one no control shows is listed at the end of the row. Ids start with `id`.
 */
export function BuilderFieldRow({
  id,
  field,
  index,
  count,
  collections,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  id: string;
  field: BuilderField;
  index: number;
  count: number;
  /** Collections a relation may point to. */
  collections: readonly Pick<Collection, 'name' | 'label' | 'fields'>[];
  /** The dry run's problems with this field, each at the control it concerns (if any). */
  problems: readonly PlacedProblem[];
  onChange: (patch: Partial<BuilderField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const n = index + 1;
  // A live problem is the control's own to say (the JSON default's, as typed).
  const at = (control: FieldControl | null) =>
    problems.filter((p) => p.place.kind === 'field' && p.place.control === control && !p.live);
  /** What is wrong with a control, as one text; null when nothing is. */
  const problemOf = (control: FieldControl) =>
    at(control)
      .map((p) => translateSchemaProblem(i18n, p.message))
      .join(' ') || null;
  /** A control's invalid state and its description by its problem. */
  const invalid = (control: FieldControl) =>
    problemOf(control)
      ? { 'aria-invalid': true, 'aria-describedby': problemMessageId(`${id}-${control}`) }
      : {};
  const problemText = (control: FieldControl) => (
    <FieldError id={problemMessageId(`${id}-${control}`)} className="text-xs">
      {problemOf(control)}
    </FieldError>
  );
  const rowProblems = at(null);
  const fieldName = field.name;
  const bounds = boundsKind(field.type);
  const target = collections.find((c) => c.name === field.target);
  const kept = keptFieldKeys(field).join(', ');
  const widgets = widgetsOf(field.type);
  const textFields = (target?.fields ?? []).filter(
    (f) => (f.type === 'string' || f.type === 'text') && !f.internal,
  );
  return (
    <li
      className="grid gap-3 rounded-lg border p-3"
      aria-label={fieldName ? t`Field ${n}: ${fieldName}` : t`Field ${n}`}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,11rem)]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>
            <Trans>Field {n} name</Trans>
          </Label>
          <Input
            id={`${id}-name`}
            {...invalid('name')}
            value={field.name}
            placeholder="due_on"
            readOnly={field.locked}
            title={field.locked ? t`A stored column keeps its name` : undefined}
            className="font-mono"
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => onChange({ name: e.target.value })}
          />
          {problemText('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-label`}>
            <Trans>Field {n} label</Trans>
          </Label>
          <Input
            id={`${id}-label`}
            {...invalid('label')}
            value={field.label}
            placeholder={field.name ? humanizeFieldName(field.name) : t`Due on`}
            onChange={(e) => onChange({ label: e.target.value })}
          />
          {problemText('label')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>
            <Trans>Field {n} type</Trans>
          </Label>
          <NativeSelect
            id={`${id}-type`}
            {...invalid('type')}
            value={field.type}
            onChange={(e) => {
              const type = e.target.value as FieldType;
              // A default the new type cannot hold goes (yes/no cannot be 5).
              onChange({ type, ...(defaultFits(type, field.defaultValue) ? {} : { defaultValue: '' }) });
            }}
          >
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect>
          {problemText('type')}
        </div>
      </div>
      {bounds ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-min`}>{bounds === 'length' ? t`Min length` : t`Min`}</Label>
            <Input
              id={`${id}-min`}
              {...invalid('min')}
              type="number"
              value={field.min}
              step={bounds === 'length' || field.type === 'integer' ? 1 : 'any'}
              onChange={(e) => onChange({ min: e.target.value })}
            />
            {problemText('min')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-max`}>{bounds === 'length' ? t`Max length` : t`Max`}</Label>
            <Input
              id={`${id}-max`}
              {...invalid('max')}
              type="number"
              value={field.max}
              step={bounds === 'length' || field.type === 'integer' ? 1 : 'any'}
              onChange={(e) => onChange({ max: e.target.value })}
            />
            {problemText('max')}
          </div>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className={bounds === 'length' ? 'grid gap-1.5' : 'grid gap-1.5 sm:col-span-2'}>
          <Label htmlFor={`${id}-help`}>
            <Trans>Help text (optional)</Trans>
          </Label>
          <Input
            id={`${id}-help`}
            {...invalid('help')}
            value={field.help}
            placeholder={t`Shown under the input`}
            onChange={(e) => onChange({ help: e.target.value })}
          />
          {problemText('help')}
        </div>
        {bounds === 'length' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pattern`}>
              <Trans>Pattern (optional)</Trans>
            </Label>
            <Input
              id={`${id}-pattern`}
              {...invalid('pattern')}
              value={field.pattern}
              placeholder="^[A-Z]{2,5}-[0-9]+$"
              className="font-mono"
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => onChange({ pattern: e.target.value })}
            />
            {problemText('pattern')}
          </div>
        ) : null}
      </div>
      {hasDefaultControl(field.type) || hasPlaceholderControl(field.type) || widgets.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {hasDefaultControl(field.type) ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-default`}>
                <Trans>Default value (optional)</Trans>
              </Label>
              <DefaultValueInput
                id={`${id}-default`}
                field={field}
                problem={problemOf('default')}
                onChange={(defaultValue) => onChange({ defaultValue })}
              />
            </div>
          ) : null}
          {hasPlaceholderControl(field.type) ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-placeholder`}>
                <Trans>Placeholder (optional)</Trans>
              </Label>
              <Input
                id={`${id}-placeholder`}
                {...invalid('placeholder')}
                value={field.placeholder}
                placeholder={t`Shown in the empty input`}
                onChange={(e) => onChange({ placeholder: e.target.value })}
              />
              {problemText('placeholder')}
            </div>
          ) : null}
          {widgets.length > 0 ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-widget`}>
                <Trans>Form input</Trans>
              </Label>
              <NativeSelect
                id={`${id}-widget`}
                {...invalid('widget')}
                value={field.widget}
                onChange={(e) => onChange({ widget: e.target.value })}
              >
                <option value="">{t`The usual input`}</option>
                {(widgets.includes(field.widget) || !field.widget ? widgets : [...widgets, field.widget]).map(
                  (w) => {
                    const label = widgetLabel(field.type, w);
                    return (
                      <option key={w} value={w}>
                        {typeof label === 'string' ? label : t(label)}
                      </option>
                    );
                  },
                )}
              </NativeSelect>
              {problemText('widget')}
            </div>
          ) : null}
        </div>
      ) : null}
      {field.type === 'enum' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-options`}>
            <Trans>Options (one a line)</Trans>
          </Label>
          <Textarea
            id={`${id}-options`}
            {...invalid('options')}
            rows={3}
            value={field.options}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- example option values (stored identifiers)
            placeholder={'planned\nactive\ndone'}
            onChange={(e) => onChange({ options: e.target.value })}
          />
          {problemText('options')}
        </div>
      ) : null}
      {field.type === 'relation' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-target`}>
              <Trans>Points to</Trans>
            </Label>
            <NativeSelect
              id={`${id}-target`}
              {...invalid('target')}
              value={field.target}
              onChange={(e) => onChange({ target: e.target.value, displayField: '' })}
            >
              <option value="">{t`Choose a collection…`}</option>
              {collections.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label} ({c.name})
                </option>
              ))}
            </NativeSelect>
            {problemText('target')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-display`}>
              <Trans>Shown as</Trans>
            </Label>
            <NativeSelect
              id={`${id}-display`}
              {...invalid('display')}
              value={field.displayField}
              disabled={!target}
              onChange={(e) => onChange({ displayField: e.target.value })}
            >
              <option value="">{t`Its id`}</option>
              {textFields.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.label ?? f.name}
                </option>
              ))}
            </NativeSelect>
            {problemText('display')}
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={field.required}
              onChange={(e) => onChange({ required: e.target.checked })}
            />
            <Trans>Required</Trans>
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={field.unique}
              onChange={(e) => onChange({ unique: e.target.checked })}
            />
            <Trans>Unique</Trans>
          </label>
          <label className="inline-flex items-center gap-2" title={t`Left out of the list and the form`}>
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={field.hidden}
              onChange={(e) => onChange({ hidden: e.target.checked })}
            />
            <Trans>Hidden</Trans>
          </label>
          <label
            className="inline-flex items-center gap-2"
            title={t`Shown, never written through the form or the API`}
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={field.readonly}
              onChange={(e) => onChange({ readonly: e.target.checked })}
            />
            <Trans>Read-only</Trans>
          </label>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t`Move field ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t`Move field ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t`Remove field ${n}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {kept ? (
        <p className="text-xs text-muted-foreground">
          <Trans>Also set in JSON, kept as it is: {kept}</Trans>
        </p>
      ) : null}
      {rowProblems.length > 0 ? (
        // Said by the problem summary, which links here (no alert of its own).
        <ul
          id={`${id}-problems`}
          tabIndex={-1}
          className="grid gap-0.5 text-sm text-destructive outline-none"
        >
          {rowProblems.map((p) => {
            const key = p.place.kind === 'field' ? p.place.key : '';
            const about = FIELD_PROBLEM_KEYS[problemKeyHead(key)];
            return (
              <li key={`${key}-${p.message}`}>
                {about ? `${t(about)}: ` : null}
                {translateSchemaProblem(i18n, p.message)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** A field's default in the input its type takes: yes/no and choices from a list, numbers and dates typed. */
function DefaultValueInput({
  id,
  field,
  problem,
  onChange,
}: {
  id: string;
  field: BuilderField;
  /** The dry run's problem with it. */
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const value = field.defaultValue;
  // A JSON default is checked as typed; the dry run's problem is shown while that check passes.
  const notJson = field.type === 'json' && jsonDefaultProblems({ fields: [field] }).length > 0;
  const message = notJson ? t`Not valid JSON` : problem;
  const described = message
    ? { 'aria-invalid': true, 'aria-describedby': problemMessageId(id) }
    : ({} as const);
  const error = (
    <FieldError id={problemMessageId(id)} className="text-xs">
      {message}
    </FieldError>
  );
  if (field.type === 'boolean' || field.type === 'enum') {
    const options =
      field.type === 'boolean'
        ? [
            { value: 'true', label: t`Yes` },
            { value: 'false', label: t`No` },
          ]
        : enumOptionsOf(field.options).map((o) => ({ value: o, label: o }));
    // A default that is no longer an option stays visible, for the dry run to name.
    if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
    return (
      <>
        <NativeSelect id={id} {...described} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`No default`}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        {error}
      </>
    );
  }
  if (field.type === 'json') {
    return (
      <>
        <Textarea
          id={id}
          {...described}
          value={value}
          rows={3}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- JSON syntax, the same in every language
          placeholder='{"key": "value"}'
          className="font-mono text-xs"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
        {error}
      </>
    );
  }
  const numeric = field.type === 'number' || field.type === 'integer';
  // Numbers as text (a number input drops what is not a number, so a typo would become "no
  // default"): what was typed stays, and the dry run names a wrong one.
  return (
    <>
      <Input
        id={id}
        {...described}
        type={field.type === 'date' ? 'date' : 'text'}
        inputMode={numeric ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined}
        value={value}
        placeholder={field.type === 'datetime' ? '2026-12-01T09:00:00Z' : undefined}
        className={field.type === 'uuid' || field.type === 'datetime' ? 'font-mono' : undefined}
        spellCheck={field.type === 'string' || field.type === 'text'}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {error}
    </>
  );
}
