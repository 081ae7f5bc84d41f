import { isUuid, type FieldOfType } from '@atrium/schema';
import { Button, Field, FieldDescription, FieldError, Input, Label, NativeSelect, Spinner } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage, SelectField } from '@/components/form/FormFields';
import {
  RELATION_SELECT_LIMIT,
  relationChoicesQuery,
  relationLabelQuery,
  relationOptionsQuery,
  type RelationOption,
} from '@/features/schema-ui/api/relation-queries';
import { useDebouncedValue } from '@/features/schema-ui/hooks/useDebouncedValue';
import { shortUuid } from '@/features/schema-ui/utils/field-labels';
import type { RelationDisplay } from '@/features/schema-ui/utils/relations';
import type { FieldInputProps } from './field-input-props';

export interface RelationInputProps extends FieldInputProps<FieldOfType<'relation'>> {
  relation: RelationDisplay;
  /** The current value's label when the caller already has it (the list's embedded row). */
  knownLabel?: string | null;
}

/**
 * A relation's input: the search below, or with `widget: select` a select of the target's rows
 * (RelationSelect) while the target holds at most RELATION_SELECT_LIMIT of them.
 */
export function RelationInput(props: RelationInputProps) {
  return props.field.widget === 'select' ? <RelationSelect {...props} /> : <RelationSearch {...props} />;
}

/**
 * `widget: select`: every row of the target by its display field in a select ("—" or "Choose…"
 * first, as a choice field's select). A target of more rows than a select can list well gets the
 * search instead, which says so.
 */
function RelationSelect(props: RelationInputProps) {
  const { form, field, label, description, relation } = props;
  const { t } = useLingui();
  const choices = useQuery(relationChoicesQuery(relation));
  const target = relation.targetLabel;
  const id = useId();
  if (!choices.data) {
    // Not bound to the form until the rows are here: a select mounted without its value's option
    // would read back as empty and clear the relation.
    return (
      <Field>
        <Label htmlFor={id}>{label}</Label>
        <NativeSelect id={id} disabled aria-busy={choices.isPending}>
          <option>{choices.isPending ? t`Loading…` : t`Could not load ${target}`}</option>
        </NativeSelect>
      </Field>
    );
  }
  if ((choices.data.total ?? 0) > choices.data.options.length) {
    const limit = RELATION_SELECT_LIMIT;
    return (
      <RelationSearch
        {...props}
        description={description ?? t`“${target}” has more than ${limit} rows: type to search them.`}
      />
    );
  }
  const options = choices.data.options.map((o) => ({ value: o.id, label: o.label ?? shortUuid(o.id) }));
  // A stored value the list lacks (a row the reader may not see) stays, by its short id.
  const current = form.getValues(field.name);
  if (typeof current === 'string' && current !== '' && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: shortUuid(current) });
  }
  return (
    <SelectField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description}
      options={[{ value: '', label: field.required ? t`Choose…` : '—' }, ...options]}
    />
  );
}

/**
 * A relation picker (ARIA combobox): typing searches the target collection by its display field
 * (`/api/rest/<target>?select=id,<display>&<display>=ilike.*q*`), arrows and Enter pick, Esc
 * closes the list; the stored value is the target row's id. An optional relation is cleared by its
 * button or by erasing its text.
 */
function RelationSearch({ form, field, label, description, relation, knownLabel }: RelationInputProps) {
  const id = useId();
  const { t } = useLingui();
  const target = relation.targetLabel;
  // Named as the reader knows the field ("Title"), not by its column (`title`).
  const displayField = relation.displayLabel ?? relation.displayField;
  const { field: control } = useController({ control: form.control, name: field.name });
  const value = typeof control.value === 'string' ? control.value : '';
  const [text, setText] = useState<string | null>(null); // null: not typing, the label is shown
  const [open, setOpen] = useState(false);
  // The close after a blur; cleared on unmount (and on focus), so it never fires on a form that is gone.
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text ?? '', 250);
  const options = useQuery({ ...relationOptionsQuery(relation, search), enabled: open });
  const current = useQuery({
    ...relationLabelQuery(relation, value),
    enabled: isUuid(value) && knownLabel === undefined && relation.displayField !== null,
  });
  const [picked, setPicked] = useState<RelationOption | null>(null);
  const currentLabel =
    picked?.id === value ? picked.label : knownLabel !== undefined ? knownLabel : (current.data ?? null);
  const shown = text ?? (value ? (currentLabel ?? shortUuid(value)) : '');
  const message = errorMessage(form.formState.errors, field.name);
  const list = options.data ?? [];
  const listId = `${id}-list`;
  const describedBy = message
    ? `${id}-error`
    : description || relation.searchable
      ? `${id}-description`
      : undefined;

  function choose(option: RelationOption) {
    setPicked(option);
    control.onChange(option.id);
    setText(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (list.length > 0) {
        setActive((i) =>
          event.key === 'ArrowDown' ? (i + 1) % list.length : (i - 1 + list.length) % list.length,
        );
      }
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (list[active]) choose(list[active]);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
      setText(null);
    }
  }

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          ref={control.ref}
          name={control.name}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && list[active] ? `${listId}-${active}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={field.placeholder ?? t`Search ${target}…`}
          value={shown}
          className={value && !field.required ? 'pr-9' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            // Erasing the text of an optional relation clears it, as the clear button does; a
            // required one keeps its row until another is picked.
            if (e.target.value === '' && value && !field.required) {
              setPicked(null);
              control.onChange('');
            }
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            // Let a click on an option land before the list goes.
            closeTimer.current = setTimeout(() => {
              setOpen(false);
              setText(null);
            }, 150);
            control.onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        {value && !field.required ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0 size-9"
            aria-label={t`Clear ${label}`}
            onClick={() => {
              control.onChange('');
              setText(null);
            }}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t`${label} choices`}
            className="absolute z-50 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-lg"
          >
            {options.isPending ? (
              <li className="flex items-center gap-2 px-2 py-1.5 text-muted-foreground">
                <Spinner size="sm" label={t`Searching`} /> <Trans>Searching…</Trans>
              </li>
            ) : options.isError ? (
              <li className="px-2 py-1.5 text-destructive">
                <Trans>Could not load {target}</Trans>
              </li>
            ) : list.length === 0 ? (
              <li className="px-2 py-1.5 text-muted-foreground">
                <Trans>No matches</Trans>
              </li>
            ) : (
              list.map((option, index) => (
                <li
                  key={option.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={option.id === value}
                  className={`flex cursor-pointer items-center justify-between gap-2 rounded px-2 py-1.5 ${index === active ? 'bg-accent text-accent-foreground' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  <span className="truncate">{option.label ?? shortUuid(option.id)}</span>
                  <span className="font-mono text-xs text-muted-foreground">{shortUuid(option.id)}</span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {/* Hidden, not removed, under an error: see FieldMessages. */}
      {description || relation.searchable ? (
        <FieldDescription id={`${id}-description`} hidden={!!message}>
          {description ?? t`Type to search by ${displayField}.`}
        </FieldDescription>
      ) : null}
      <FieldError id={`${id}-error`} role="alert">
        {message}
      </FieldError>
    </Field>
  );
}
