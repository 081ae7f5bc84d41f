import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/FormFields';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { fieldLabel } from '@/features/schema-ui/utils/field-labels';
import { isBoardField, isOrderField } from '../utils/board-field';
import { blankAsNull, withSavedChoice, type ModuleFormValues } from '../utils/module-form';

/**
 * The board's settings, shown for the board view once a collection is chosen: the field its
 * columns come from (the chosen collection's choice and yes/no fields; blank, the first of them)
 * and the number field that orders the cards within a column (blank: the list's sort, and cards
 * only change columns). A saved field no longer listed stays selectable (withSavedChoice); the
 * board meanwhile uses its default.
 */
export function BoardFieldPickerField({ form }: { form: UseFormReturn<ModuleFormValues> }) {
  const { t } = useLingui();
  const schemas = useCollectionSchemas();
  const [collection, view] = useWatch({
    control: form.control,
    name: ['config.collection', 'config.view'] as `config.${string}`[],
  }) as unknown[];
  const current = form.getValues('config.board_field' as `config.${string}`);
  const currentOrder = form.getValues('config.order_field' as `config.${string}`);
  const fields = useMemo(
    () => (schemas.data ?? []).find((e) => e.name === collection)?.schema.fields ?? [],
    [schemas.data, collection],
  );
  if (view !== 'board' || typeof collection !== 'string' || !collection || !schemas.data) return null;
  const choices = (keep: (f: (typeof fields)[number]) => boolean) =>
    fields.filter(keep).map((f) => ({ value: f.name, label: `${fieldLabel(f)} (${f.name})` }));
  const gone = (current: string) => t`${current} (not available)`;
  const lanes = choices(isBoardField);
  const orders = choices(isOrderField);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        form={form}
        name="config.board_field"
        label={t`Board columns from`}
        description={
          lanes.length > 0
            ? t`A choice or yes/no field: one column per option.`
            : t`This collection has no choice or yes/no field: the board is shown as a list.`
        }
        options={withSavedChoice(
          [{ value: '', label: t`The first choice or yes/no field` }, ...lanes],
          current,
          gone,
        )}
        rules={{ setValueAs: blankAsNull }}
      />
      <SelectField
        form={form}
        name="config.order_field"
        label={t`Card order`}
        description={
          orders.length > 0
            ? t`A number field: cards are dragged to their place in a column, lowest first.`
            : t`This collection has no number field: cards follow the list's sort and only change columns.`
        }
        options={withSavedChoice([{ value: '', label: t`The list's sort` }, ...orders], currentOrder, gone)}
        rules={{ setValueAs: blankAsNull }}
      />
    </div>
  );
}
