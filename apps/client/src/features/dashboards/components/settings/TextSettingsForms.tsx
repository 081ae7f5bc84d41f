import { useLingui } from '@lingui/react/macro';
import type { WidgetConfig } from '@atrium/schema';
import {
  useWidgetSettingsForm,
  type WidgetSettingsFormProps,
} from '@/features/dashboards/hooks/useWidgetSettingsForm';
import {
  listSettingsSchema,
  listSettingsValues,
  markdownSettingsSchema,
  type ListSettingsValues,
  type MarkdownSettingsValues,
} from '@/features/dashboards/utils/widget-settings-schemas';
import { TextareaField, TextField } from '@/components/form/FormFields';
import { SettingsForm } from './SettingsForm';

/** List settings: title and items, one per line. */
export function ListSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'list'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<ListSettingsValues, WidgetConfig<'list'>>(
    listSettingsSchema,
    listSettingsValues(props.config),
    props,
  );
  const { t } = useLingui();
  return (
    <SettingsForm formId={props.formId} onSubmit={onSubmit} label={t`List settings`}>
      <TextField form={form} name="title" label={t`Title`} placeholder={t`List`} />
      <TextareaField
        form={form}
        name="items"
        label={t`Items`}
        rows={8}
        description={t`One item per line (at most 100); empty lines are skipped.`}
      />
    </SettingsForm>
  );
}

/** Text settings: title and Markdown. */
export function MarkdownSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'markdown'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<MarkdownSettingsValues, WidgetConfig<'markdown'>>(
    markdownSettingsSchema,
    props.config,
    props,
  );
  const { t } = useLingui();
  return (
    <SettingsForm formId={props.formId} onSubmit={onSubmit} label={t`Text settings`}>
      <TextField form={form} name="title" label={t`Title`} placeholder={t`Text`} />
      <TextareaField
        form={form}
        name="content"
        label={t`Text`}
        rows={10}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        description={t`Markdown: # headings, **bold**, *italic*, - lists, [links](https://…).`}
      />
    </SettingsForm>
  );
}
