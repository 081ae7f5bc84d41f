import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type ButtonSize,
  type ButtonVariant,
} from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { Pencil, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from './FormAlert';
import { useEntityFormSubmit, type EntityFormOptions } from './entity-form';
import { CancelButton } from './CancelButton';
import { useUnsavedFormGuard } from '../ConfirmDialog';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';

interface EntityFormBaseProps<TFieldValues extends FieldValues, TTransformed, TResult> extends Omit<
  EntityFormOptions<TTransformed, TResult>,
  'failure'
> {
  /** A form from `useSchemaForm` (the shared zod schema of libs/schema). */
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  description?: ReactNode;
  children: ReactNode;
}

export interface EntityFormDialogProps<
  TFieldValues extends FieldValues,
  TTransformed,
  TResult,
> extends EntityFormBaseProps<TFieldValues, TTransformed, TResult> {
  /** What is created or edited ("zone", "hub", "module"): the title, buttons and messages say it. */
  noun: string;
  /** 'create' (empty form, reset after success) or 'edit' (starts from the entity). */
  mode?: 'create' | 'edit';
  /** The create verb: "Create a hub" / "Add a module". */
  verb?: 'Create' | 'Add';
  /** The trigger's text (default "New …" / "Edit …"); `null` for a dialog opened with `open`. */
  triggerLabel?: string | null;
  triggerSize?: ButtonSize;
  /** The trigger's look (default: filled for a create, outline for an edit). */
  triggerVariant?: ButtonVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * An edit: whether leaving the page (a link, Back) with changes asks first — on by default;
   * off where the page has its own guard for the same changes (the navigation builder's draft).
   */
  guardLeaving?: boolean;
}

/**
 * The wording of a create or edit dialog for `noun` (pass it in the active language: the
 * sentences around it are translated, with `{noun}` in them).
 */
export function entityDialogText(
  i18n: I18n,
  noun: string,
  mode: 'create' | 'edit',
  verb: 'Create' | 'Add' = 'Create',
) {
  if (mode === 'edit') {
    return {
      title: i18n._(msg`Edit ${noun}`),
      submit: i18n._(msg`Save ${noun}`),
      failure: i18n._(msg`Could not save the ${noun}`),
      trigger: i18n._(msg`Edit ${noun}`),
    };
  }
  return verb === 'Add'
    ? {
        title: i18n._(msg`Add a ${noun}`),
        submit: i18n._(msg`Add ${noun}`),
        failure: i18n._(msg`Could not add the ${noun}`),
        trigger: i18n._(msg`New ${noun}`),
      }
    : {
        title: i18n._(msg`Create a ${noun}`),
        submit: i18n._(msg`Create ${noun}`),
        failure: i18n._(msg`Could not create the ${noun}`),
        trigger: i18n._(msg`New ${noun}`),
      };
}

/**
 * The one create/edit dialog of zones, hubs, modules and dashboards: a react-hook-form form
 * validated with the shared zod schema, inline field errors (the server's 400 details included),
 * the server's message above the buttons, fields and submit disabled while pending.
 *
 * An edit starts again from the entity when closed, so closing one with changes (Escape, a click
 * outside, ×, Cancel) asks "Discard unsaved changes?" first, and so does leaving the page; a
 * create keeps what was typed when closed, so it closes at once.
 */
export function EntityFormDialog<TFieldValues extends FieldValues, TTransformed, TResult>({
  form,
  noun,
  mode = 'create',
  verb,
  description,
  triggerLabel,
  triggerSize = 'sm',
  triggerVariant,
  open: openProp,
  onOpenChange,
  guardLeaving = true,
  submit,
  onDone,
  children,
}: EntityFormDialogProps<TFieldValues, TTransformed, TResult>) {
  const { i18n } = useLingui();
  const text = entityDialogText(i18n, noun, mode, verb);
  const creating = mode === 'create';
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const { onSubmit, problem, clearProblem } = useEntityFormSubmit(form, {
    submit,
    failure: text.failure,
    onDone: (result) => {
      setOpen(false);
      if (creating) form.reset();
      onDone?.(result);
    },
  });
  function setOpen(next: boolean) {
    if (!next) {
      clearProblem();
      // An edit starts again from the entity; a create keeps what was typed, minus the errors.
      if (creating) form.clearErrors();
      else form.reset();
    }
    setOpenState(next);
    onOpenChange?.(next);
  }
  const pending = form.formState.isSubmitting;
  const dirty = !creating && form.formState.isDirty && !pending;
  const { requestClose, prompt } = useUnsavedFormGuard({
    dirty,
    close: () => setOpen(false),
    description: (
      <p>{i18n._(msg`The changes you made to this ${noun} have not been saved and will be lost.`)}</p>
    ),
  });
  const close = () => (creating ? setOpen(false) : requestClose());
  const formId = useId();
  const label = triggerLabel === null ? null : (triggerLabel ?? text.trigger);
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        {label !== null ? (
          <DialogTrigger asChild>
            <Button size={triggerSize} variant={triggerVariant ?? (creating ? 'default' : 'outline')}>
              {creating ? <Plus aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {label}
            </Button>
          </DialogTrigger>
        ) : null}
        {/* The buttons in the dialog's footer: only the fields scroll, never behind them. */}
        <DialogContent
          footer={
            <DialogFooter>
              <CancelButton onClick={close} disabled={pending} />
              <Button type="submit" form={formId} loading={pending}>
                {text.submit}
              </Button>
            </DialogFooter>
          }
        >
          <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={text.title}>
            <DialogHeader>
              <DialogTitle>{text.title}</DialogTitle>
              {description ? <DialogDescription>{description}</DialogDescription> : null}
            </DialogHeader>
            <fieldset disabled={pending} className="grid min-w-0 gap-4">
              {children}
            </fieldset>
            <FormAlert problem={problem} />
          </form>
        </DialogContent>
      </Dialog>
      {prompt}
      {open && guardLeaving && !creating ? <LeaveGuard when={dirty} /> : null}
    </>
  );
}

/**
 * "Leave without saving?" when the page is left with changes. Only under a router: the dialog is
 * also rendered on its own (its unit tests), where there is no page to leave.
 */
function LeaveGuard({ when }: { when: boolean }) {
  const router = useRouter({ warn: false });
  return router ? <UnsavedChangesPrompt when={when} /> : null;
}

export interface EntityFormCardProps<
  TFieldValues extends FieldValues,
  TTransformed,
  TResult,
> extends EntityFormBaseProps<TFieldValues, TTransformed, TResult> {
  title: string;
  submitLabel: string;
  /** The alert's title when the server gives no message. */
  failure: string;
  /** At the start of the footer (a delete button). */
  footerStart?: ReactNode;
}

/** The same form as a settings card: saved in place, enabled once something changed. */
export function EntityFormCard<TFieldValues extends FieldValues, TTransformed, TResult>({
  form,
  title,
  description,
  submitLabel,
  footerStart,
  submit,
  onDone,
  failure,
  children,
}: EntityFormCardProps<TFieldValues, TTransformed, TResult>) {
  const { onSubmit, problem } = useEntityFormSubmit(form, { submit, onDone, failure });
  const { isSubmitting, isDirty } = form.formState;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label={title}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4">
            {children}
          </fieldset>
          <FormAlert problem={problem} />
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-2">
          {footerStart ?? <span />}
          <Button type="submit" disabled={!isDirty} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
