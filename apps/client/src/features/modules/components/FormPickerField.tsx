import { FORM_LIST_MAX_LIMIT } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/FormFields';
import { formKeys, formsApi, isAdminForm, type FormListQuery } from '../api/forms-api';
import { blankAsNull, withSavedChoice, type ModuleFormValues } from '../utils/module-form';

/** The picker's choices: published forms only, as many as one page of GET /forms holds. */
const PICKABLE: FormListQuery = Object.freeze({ status: 'published', limit: FORM_LIST_MAX_LIMIT });

/**
 * The form module's form, picked from the published forms the editor may use (GET /forms
 * ?status=published, the first 1,000 by title) — never typed. A saved choice no longer listed
 * (unpublished, deleted) stays selectable.
 */
export function FormPickerField({ form }: { form: UseFormReturn<ModuleFormValues> }) {
  const { t } = useLingui();
  const forms = useQuery({
    queryKey: formKeys.list(PICKABLE),
    queryFn: ({ signal }) => formsApi.list(PICKABLE, signal),
    select: (page) => page.forms,
  });
  const current = form.getValues('config.form_id' as `config.${string}`);
  const options = useMemo(() => {
    const listed = (forms.data ?? [])
      .filter((f) => !isAdminForm(f) || f.published !== null)
      .map((f) => {
        const title = isAdminForm(f) ? (f.published?.title ?? f.title) : f.title;
        return { value: f.id, label: `${title} (${f.name})` };
      });
    return withSavedChoice(
      [{ value: '', label: t`Choose later` }, ...listed],
      current,
      (id) => t`${id} (not available)`,
    );
  }, [forms.data, current, t]);

  if (forms.isPending) return <Skeleton className="h-14 w-full" aria-label={t`Loading the forms`} />;
  if (forms.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>The forms could not be loaded. Close and reopen this dialog to try again.</Trans>
      </p>
    );
  }
  return (
    <SelectField
      form={form}
      name="config.form_id"
      label={t`Form`}
      description={
        options.length > 1
          ? t`A published form. Leave it to choose later.`
          : t`No form is published yet: an admin builds and publishes forms under Administration → Forms.`
      }
      options={options}
      rules={{ setValueAs: blankAsNull }}
    />
  );
}
