import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/FormFields';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { fieldLabel } from '@/features/schema-ui/utils/field-labels';
import { isBoardField } from '../utils/board-field';
import { blankAsNull, withSavedChoice, type ModuleFormValues } from '../utils/module-form';

/**
 * The field a Database module's board takes its columns from, picked among the chosen
 * collection's choice and yes/no fields; blank, the first of them. Shown for the board view once a
 * collection is chosen. A saved field no longer listed stays selectable (withSavedChoice); the
 * board meanwhile uses the first such field.
 */
export function BoardFieldPickerField({ form }: { form: UseFormReturn<ModuleFormValues> }) {
  const { t } = useLingui();
  const schemas = useCollectionSchemas();
  const [collection, view] = useWatch({
    control: form.control,
    name: ['config.collection', 'config.view'] as `config.${string}`[],
  }) as unknown[];
  const current = form.getValues('config.board_field' as `config.${string}`);
  const fields = useMemo(() => {
    const entry = (schemas.data ?? []).find((e) => e.name === collection);
    return (entry?.schema.fields ?? []).filter(isBoardField);
  }, [schemas.data, collection]);
  if (view !== 'board' || typeof collection !== 'string' || !collection || !schemas.data) return null;
  const listed = fields.map((f) => ({ value: f.name, label: `${fieldLabel(f)} (${f.name})` }));
  return (
    <SelectField
      form={form}
      name="config.board_field"
      label={t`Board columns from`}
      description={
        listed.length > 0
          ? t`A choice or yes/no field: one column per option.`
          : t`This collection has no choice or yes/no field: the board is shown as a list.`
      }
      options={withSavedChoice(
        [{ value: '', label: t`The first choice or yes/no field` }, ...listed],
        current,
        (current) => t`${current} (not available)`,
      )}
      rules={{ setValueAs: blankAsNull }}
    />
  );
}
