import type { Collection, RecordMode } from '@atrium/schema';
import { Button, cn, DialogFooterPortal, useInDialogFooterSlot } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/FormAlert';
import { useEntityFormSubmit } from '@/components/form/entity-form';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import type { CollectionRecord } from '../api/collections-api';
import { fieldLabel, formFieldLabel } from '../utils/field-labels';
import { formSections, type FormEntry } from '../utils/form-sections';
import { initialFormValues, recordFormResolver, type RecordFormValues } from '../utils/record-form';
import { relationDisplays } from '../utils/relations';
import { FieldInput } from './inputs/FieldInput';
import { ReadonlyField } from './ReadonlyField';
import { CancelButton } from '@/components/form/CancelButton';

type Schema = Pick<Collection, 'name' | 'fields' | 'primary_key' | 'system_fields' | 'form' | 'list'>;

export interface SchemaFormProps {
  collection: Schema;
  /** The schemas the caller may read: relation pickers search their targets. */
  collections?: readonly Schema[];
  mode: RecordMode;
  /** The record being edited (update), with its embedded relations. */
  record?: CollectionRecord;
  /** The fields the caller may write (their grant); absent: every writable field. */
  writable?: readonly string[];
  /** Sends the body (a POST or a PATCH); a failure's 400 details are shown under their fields. */
  onSubmit: (values: CollectionRecord) => Promise<unknown>;
  onDone?: (result: unknown) => void;
  onCancel?: () => void;
  /** Told whenever the form gains or loses unsaved changes (for a leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  submitLabel: string;
  /** The alert's title when the server gives no message. */
  failure: string;
  /** At the start of the save bar (a delete button). */
  footerStart?: ReactNode;
  className?: string;
  /**
   * Focus the first field once the form is drawn (a form in a dialog: the dialog, opened before
   * this lazily loaded form, would otherwise have focused its Close button).
   */
  autoFocus?: boolean;
  /** A screen's own checks of the body (field → message), ahead of the collection's zod. */
  validate?: (record: CollectionRecord) => Readonly<Record<string, string>>;
  /** A new record's starting values (create mode), before the schema's defaults. */
  prefill?: CollectionRecord;
  /** Values a string field suggests as you type (a datalist), by field name. */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  /**
   * Asked with the valid body before it is sent (a confirm step); false keeps the form as it is,
   * unsent and still dirty.
   */
  confirmSave?: (record: CollectionRecord) => Promise<boolean>;
}

/** What the submit resolves to when `confirmSave` said no: nothing was sent. */
const NOT_SENT = Symbol('not sent');

/**
 * A record's form rendered from its collection's schema: react-hook-form validated by the
 * collection's own zod (`collectionRecordSchema`, via recordFormResolver), one input per field
 * type, sections from the form layout, read-only and system values shown but never sent, errors
 * inline once a field was left and on submit (the first invalid field is focused), the server's
 * 400 details under the fields they name, and a save bar that stays in view. An edit sends only
 * what changed.
 *
 * Field patterns compile with re2js (about 45 kB gzipped): import this component lazily.
 */
export function SchemaForm({
  collection,
  collections = [],
  mode,
  record,
  writable,
  onSubmit,
  onDone,
  autoFocus = false,
  onCancel,
  onDirtyChange,
  submitLabel,
  failure,
  footerStart,
  className,
  validate,
  suggestions,
  confirmSave,
  prefill,
}: SchemaFormProps) {
  const { timeZone } = useFormatters();
  const { t, i18n } = useLingui();
  const sections = useMemo(
    () => formSections(collection, mode, writable, i18n),
    // i18n stays the same object when the language changes; its locale does not.
    [collection, mode, writable, i18n, i18n.locale],
  );
  const inputs = useMemo(() => sections.flatMap((s) => s.entries).filter((e) => e.writable), [sections]);
  const initial = useMemo(
    () => initialFormValues(inputs, record, timeZone, prefill),
    [inputs, record, timeZone, prefill],
  );
  const relations = useMemo(() => relationDisplays(collection, collections), [collection, collections]);
  const resolver = useMemo(
    () => recordFormResolver(collection, { mode, entries: inputs, initial, timeZone, writable, validate }),
    [collection, mode, inputs, initial, timeZone, writable, validate],
  );
  const form = useForm<RecordFormValues, unknown, CollectionRecord>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
    // Focused below instead: react-hook-form focuses while the submit is in progress, when the
    // fieldset (disabled while submitting) may still be disabled, and the focus then goes nowhere.
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting, errors, submitCount } = form.formState;
  const { onSubmit: submit, problem } = useEntityFormSubmit(form, {
    submit: async (values) => (confirmSave && !(await confirmSave(values)) ? NOT_SENT : onSubmit(values)),
    failure,
    onDone: (result) => {
      if (result === NOT_SENT) return;
      form.reset(form.getValues());
      onDone?.(result);
    },
  });
  // After a refused submit, once the fieldset is enabled again: the first field (in form order)
  // with an error, its own or the server's; with none, the form's alert is scrolled into view (in
  // a long dialog scrolled to its top it would sit out of sight above the save bar).
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const first = inputs.find((e) => form.getFieldState(e.field.name).error);
    if (first) form.setFocus(first.field.name);
    else if (problem) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submitCount, isSubmitting, inputs, form, problem]);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const formRef = useRef<HTMLFormElement>(null);
  // In a dialog given a footer slot the save bar sits in its footer, outside the form element
  // (below the part that scrolls): the submit button names its form.
  const formId = useId();
  const inDialogFooter = useInDialogFooterSlot();
  // Once per form: the effect runs again when a lazily loaded part of the form suspends and
  // reappears (a translated message, say), and must not take the focus back then.
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!autoFocus || focusedOnce.current) return;
    focusedOnce.current = true;
    // Not when the reader is already in a field (never take the focus from what they type into).
    if (formRef.current?.contains(document.activeElement)) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role=combobox]',
      )
      ?.focus();
  }, [autoFocus]);

  function related(entry: FormEntry) {
    const relation = relations.get(entry.field.name);
    return relation?.embed && record ? record[relation.embed] : undefined;
  }

  function knownLabel(entry: FormEntry): string | null | undefined {
    const relation = relations.get(entry.field.name);
    const row = related(entry);
    if (!relation?.displayField || row === undefined) return undefined;
    const value =
      row !== null && typeof row === 'object'
        ? (row as Record<string, unknown>)[relation.displayField]
        : null;
    return typeof value === 'string' ? value : null;
  }

  return (
    <form
      ref={formRef}
      id={formId}
      onSubmit={submit}
      noValidate
      aria-label={submitLabel}
      className={cn('flex flex-col gap-6', className)}
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-8">
        {sections.map((section, index) => (
          <section key={section.label ?? index} className="grid gap-4" aria-label={section.label}>
            {section.label || section.description ? (
              <header className="grid gap-1">
                {section.label ? <h3 className="text-sm font-semibold">{section.label}</h3> : null}
                {section.description ? (
                  <p className="text-sm text-muted-foreground">{section.description}</p>
                ) : null}
              </header>
            ) : null}
            {section.entries.some((e) => !e.writable) ? (
              <dl className="grid gap-3 sm:grid-cols-2">
                {section.entries
                  .filter((e) => !e.writable)
                  .map((entry) => (
                    <ReadonlyField
                      key={entry.field.name}
                      field={entry.field}
                      label={fieldLabel(entry.field)}
                      value={record?.[entry.field.name]}
                      related={related(entry)}
                      relation={relations.get(entry.field.name)}
                    />
                  ))}
              </dl>
            ) : null}
            {section.entries
              .filter((e) => e.writable)
              .map((entry) => (
                <FieldInput
                  key={entry.field.name}
                  form={form}
                  field={entry.field}
                  label={formFieldLabel(entry.field)}
                  description={entry.field.help}
                  timeZone={timeZone}
                  relation={relations.get(entry.field.name)}
                  knownLabel={knownLabel(entry)}
                  suggestions={suggestions?.[entry.field.name]}
                />
              ))}
          </section>
        ))}
      </fieldset>
      <div ref={alertRef} className="scroll-mb-20 empty:hidden">
        <FormAlert problem={problem} />
      </div>
      <DialogFooterPortal>
        <div
          data-testid="save-bar"
          className={cn(
            'flex flex-wrap items-center justify-between gap-2',
            // Elsewhere it spans a container padded 1.5rem (a card) and stays in view while the
            // form scrolls.
            !inDialogFooter && 'sticky bottom-0 z-10 -mx-6 border-t bg-card/95 px-6 py-3 backdrop-blur',
          )}
        >
          <div className="flex items-center gap-3">
            {footerStart}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {errors.root?.message ??
                (isDirty ? t`Unsaved changes` : mode === 'update' ? t`No changes` : '')}
            </p>
          </div>
          <div className="flex gap-2">
            {onCancel ? <CancelButton onClick={onCancel} disabled={isSubmitting} /> : null}
            <Button
              type="submit"
              form={formId}
              loading={isSubmitting}
              disabled={mode === 'update' && !isDirty}
            >
              {submitLabel}
            </Button>
          </div>
        </div>
      </DialogFooterPortal>
    </form>
  );
}
