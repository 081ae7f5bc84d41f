import { formBoundsMeaning, FORM_CHOICE_TYPES, FORM_FIELD_TYPES, type FormFieldType } from '@atrium/schema';
import {
  Button,
  Field,
  FieldDescription,
  FieldError,
  Input,
  Label,
  NativeSelect,
  Textarea,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { translateServerMessage } from '@/lib/server-messages';
import type { DraftField } from './builder-state';
import { FIELD_TYPE_INFO } from './field-types';

type Change = Partial<Omit<DraftField, 'uid'>>;

/**
 * The edit panel of the chosen field: label (the key follows it until typed), key, type,
 * required, bounds, options, placeholder and help. Problems found by the shared schema, or sent
 * by the server, show under the input they concern.
 */
export function FieldEditor({
  field,
  problems,
  onChange,
  onRemove,
}: {
  field: DraftField;
  problems: ReadonlyMap<string, string> | undefined;
  onChange: (change: Change) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const meaning = formBoundsMeaning(field.type);
  const boundHint =
    meaning === 'length'
      ? t`Characters of the answer.`
      : meaning === 'count'
        ? t`How many options may be chosen.`
        : t`The smallest and largest number.`;
  const problem = (prop: string) => {
    const message = problems?.get(prop);
    return message ? translateServerMessage(message) : undefined;
  };
  return (
    <section aria-labelledby="form-field-editor" className="grid grid-cols-1 gap-4 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="form-field-editor" className="text-sm font-medium">
          <Trans>Edit field</Trans>
        </h2>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <Trans>Remove field</Trans>
        </Button>
      </div>
      <EditorInput label={t`Label`} error={problem('label')}>
        {(props) => (
          <Input
            {...props}
            value={field.label}
            maxLength={200}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        )}
      </EditorInput>
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorInput
          label={t`Key`}
          error={problem('key')}
          description={t`The answer's name in submissions and the CSV. Follows the label until you edit it.`}
        >
          {(props) => (
            <Input
              {...props}
              value={field.key}
              maxLength={63}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onChange({ key: e.target.value })}
            />
          )}
        </EditorInput>
        <EditorInput label={t`Type`} error={problem('type')}>
          {(props) => (
            <NativeSelect
              {...props}
              value={field.type}
              onChange={(e) => onChange({ type: e.target.value as FormFieldType })}
            >
              {FORM_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(FIELD_TYPE_INFO[type].label)}
                </option>
              ))}
            </NativeSelect>
          )}
        </EditorInput>
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={field.required}
          onChange={(e) => onChange({ required: e.target.checked })}
        />
        {field.type === 'checkbox' ? t`Required (must be checked)` : t`Required`}
      </label>
      {meaning !== null ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <EditorInput label={t`Minimum`} error={problem('min')} description={boundHint}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="decimal"
                value={field.min}
                onChange={(e) => onChange({ min: e.target.value })}
              />
            )}
          </EditorInput>
          <EditorInput label={t`Maximum`} error={problem('max')} description={boundHint}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="decimal"
                value={field.max}
                onChange={(e) => onChange({ max: e.target.value })}
              />
            )}
          </EditorInput>
        </div>
      ) : null}
      {FORM_CHOICE_TYPES.has(field.type) ? (
        <EditorInput label={t`Options`} error={problem('options')} description={t`One option per line.`}>
          {(props) => (
            <Textarea
              {...props}
              rows={4}
              value={field.options}
              onChange={(e) => onChange({ options: e.target.value })}
            />
          )}
        </EditorInput>
      ) : null}
      {field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'multiselect' ? (
        <EditorInput label={t`Placeholder`} error={problem('placeholder')}>
          {(props) => (
            <Input
              {...props}
              value={field.placeholder}
              maxLength={200}
              onChange={(e) => onChange({ placeholder: e.target.value })}
            />
          )}
        </EditorInput>
      ) : null}
      <EditorInput label={t`Help text`} error={problem('help')} description={t`Shown under the field.`}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            value={field.help}
            onChange={(e) => onChange({ help: e.target.value })}
          />
        )}
      </EditorInput>
      {problem('field') ? (
        <p role="alert" className="text-sm text-destructive">
          {problem('field')}
        </p>
      ) : null}
    </section>
  );
}

interface ControlIds {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A label, a control, its help and its problem, wired by ids. */
export function EditorInput({
  label,
  description,
  error,
  children,
}: {
  label: string;
  description?: string;
  error?: string;
  children: (props: ControlIds) => ReactNode;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : description ? `${id}-description` : undefined,
      })}
      {description ? (
        <FieldDescription id={`${id}-description`} hidden={!!error}>
          {description}
        </FieldDescription>
      ) : null}
      <FieldError id={`${id}-error`} role="alert">
        {error}
      </FieldError>
    </Field>
  );
}
