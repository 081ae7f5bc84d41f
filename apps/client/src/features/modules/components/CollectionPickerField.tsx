import { Skeleton } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/FormFields';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { blankAsNull, withSavedChoice, type ModuleFormValues } from '../utils/module-form';

/**
 * The Database module's collection, picked from the collections the editor may read
 * (GET /schemas) — never typed; registered collections first, Atrium's own tables after them. A saved choice that is no longer listed (deleted, or no longer
 * readable) stays selectable so saving the other settings does not silently drop it.
 */
export function CollectionPickerField({ form }: { form: UseFormReturn<ModuleFormValues> }) {
  const schemas = useCollectionSchemas();
  const { t } = useLingui();
  const current = form.getValues('config.collection' as `config.${string}`);
  const options = useMemo(() => {
    // The zone's own data first; Atrium's own tables (routes, users, zones…) after, under a heading
    // of their own, as Directus keeps its system collections apart.
    const entries = schemas.data ?? [];
    const listed = [
      ...entries.filter((e) => !e.builtin).map((e) => ({ e, group: t`Collections` })),
      ...entries.filter((e) => e.builtin).map((e) => ({ e, group: t`Atrium’s own tables` })),
    ].map(({ e, group }) => ({ value: e.name, label: `${e.schema.label} (${e.name})`, group }));
    return withSavedChoice(
      [{ value: '', label: t`Choose later` }, ...listed],
      current,
      (current) => t`${current} (not available)`,
    );
  }, [schemas.data, current, t]);

  if (schemas.isPending) return <Skeleton className="h-14 w-full" aria-label={t`Loading the collections`} />;
  if (schemas.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>The collections could not be loaded. Close and reopen this dialog to try again.</Trans>
      </p>
    );
  }
  if (schemas.data.length === 0) {
    return (
      <div className="rounded-md border border-dashed p-4 text-sm">
        <p className="font-medium">
          <Trans>No collection to show yet</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            There is no collection you may read. An admin can create one under Admin → Collections; the module
            can be saved now and its collection chosen later.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <SelectField
      form={form}
      name="config.collection"
      label={t`Collection`}
      description={t`The collection whose rows this module shows.`}
      options={options}
      rules={{ setValueAs: blankAsNull }}
    />
  );
}
