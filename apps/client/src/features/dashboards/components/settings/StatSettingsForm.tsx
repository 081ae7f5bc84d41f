import { STAT_FORMATS, STAT_SOURCES, type WidgetConfig } from '@atrium/schema';
import { useWatch } from 'react-hook-form';
import {
  useWidgetSettingsForm,
  type WidgetSettingsFormProps,
} from '@/features/dashboards/hooks/useWidgetSettingsForm';
import {
  statSettingsInput,
  statSettingsSchema,
  statSettingsValues,
  type StatSettingsValues,
} from '@/features/dashboards/utils/widget-settings-schemas';
import { recordOptions, SelectField, TextField } from '@/components/form/FormFields';

const TRENDS = recordOptions({ '': 'None', up: 'Up', down: 'Down', flat: 'Flat' });
const SOURCES = [{ value: '', label: 'Choose a source…' }, ...recordOptions(STAT_SOURCES)];
const FORMATS = recordOptions(STAT_FORMATS);

/** Stat settings: title, label, where the number comes from (typed or counted live), unit, format. */
export function StatSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'stat'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<StatSettingsValues, WidgetConfig<'stat'>>(
    statSettingsSchema,
    statSettingsValues(props.config),
    props,
    statSettingsInput,
  );
  const source = useWatch({ control: form.control, name: 'source' });
  const fixed = source === 'fixed';
  return (
    <form id={props.formId} noValidate className="grid gap-4" onSubmit={onSubmit} aria-label="Stat settings">
      <TextField
        form={form}
        name="title"
        label="Title"
        placeholder="Shown on the card; the label when empty"
      />
      <TextField
        form={form}
        name="label"
        label="Label"
        description="What the number counts, e.g. Active members."
      />
      <SelectField form={form} name="source" label="Value source" options={SOURCES} />
      {fixed ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="value"
            label="Value"
            type="number"
            inputMode="decimal"
            step="any"
            rules={{ valueAsNumber: true }}
          />
          <SelectField form={form} name="trend" label="Trend" options={TRENDS} />
        </div>
      ) : source ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Counted live from this {source.startsWith('hub_') ? 'hub' : 'zone'} each time the dashboard opens.
        </p>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Count something of this zone or hub live, or enter a number yourself. Until then the stat stays
          empty.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="format" label="Format" options={FORMATS} />
        <TextField form={form} name="unit" label="Unit" placeholder="€, ms, people…" maxLength={20} />
      </div>
    </form>
  );
}
