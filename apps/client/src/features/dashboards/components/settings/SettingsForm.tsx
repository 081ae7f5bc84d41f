import type { ComponentProps, ReactNode } from 'react';

/**
 * The <form> of one widget type's settings: the dialog's Apply button submits it by `formId`
 * (useWidgetSettingsForm's `onSubmit`), no browser validation bubbles, the controls in one column.
 */
export function SettingsForm({
  formId,
  onSubmit,
  label,
  children,
}: {
  formId: string;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The form's accessible name ("Chart settings"). */
  label: string;
  children: ReactNode;
}) {
  return (
    <form id={formId} noValidate className="grid gap-4" onSubmit={onSubmit} aria-label={label}>
      {children}
    </form>
  );
}
