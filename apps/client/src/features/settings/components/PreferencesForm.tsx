import { zodResolver } from '@hookform/resolvers/zod';
import {
  PREFERENCE_THEMES,
  SUPPORTED_LANGUAGES,
  userPreferencesSchema,
  type PreferenceTheme,
  type UserPreferences,
} from '@atrium/schema';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  Field,
  FieldDescription,
  FieldError,
  Label,
  NativeSelect,
} from '@atrium/ui';
import { Clock, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form/FormAlert';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';
import { useUpdatePreferences } from '../hooks/usePreferences';
import { createFormatters, deviceTimeZone } from '../utils/formatters';
import { TimeZoneSelect } from './TimeZoneSelect';

const THEME_CHOICES: Record<
  PreferenceTheme,
  { label: MessageDescriptor; hint: MessageDescriptor; icon: LucideIcon }
> = {
  light: { label: msg`Light`, hint: msg`Bright surfaces`, icon: Sun },
  dark: { label: msg`Dark`, hint: msg`Easy on the eyes at night`, icon: Moon },
  system: { label: msg`System`, hint: msg`Follows your device`, icon: Monitor },
};

const FIELDS = ['theme', 'language', 'time_zone'] as const;

/**
 * Theme, language and time zone (PATCH /users/me/preferences). Only the changed fields are sent;
 * the saved answer drives the theme, <html lang> and dates everywhere at once.
 */
export function PreferencesForm({ preferences }: { preferences: UserPreferences }) {
  const update = useUpdatePreferences();
  const { t } = useLingui();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm<UserPreferences>({
    resolver: zodResolver(userPreferencesSchema),
    mode: 'onTouched',
    values: preferences,
  });
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState;
  const [language, timeZone] = useWatch({ control: form.control, name: ['language', 'time_zone'] });
  // Looked up once per visit of the form, not at each of its renders (an Intl object each time).
  const device = useMemo(deviceTimeZone, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const patch = Object.fromEntries(FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]));
    try {
      await update.mutateAsync(patch);
    } catch (error) {
      setProblem(applyServerError(form, error, FIELDS, t`Failed to update preferences`));
    }
  });

  const sample = sampleDate(language, timeZone);
  const deviceZone = device.replace(/_/g, ' ');

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label={t`Preferences`} className="contents">
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <Trans>Appearance and region</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Saved to your account, so they follow you to every device.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <Controller
            control={form.control}
            name="theme"
            render={({ field }) => (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">
                  <Trans>Theme</Trans>
                </legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {PREFERENCE_THEMES.map((value) => {
                    const choice = THEME_CHOICES[value];
                    const Icon = choice.icon;
                    const checked = field.value === value;
                    return (
                      <label
                        key={value}
                        className={cn(
                          'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors',
                          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                          checked ? 'border-primary bg-primary/5' : 'hover:bg-accent/60',
                        )}
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={value}
                          checked={checked}
                          onChange={() => field.onChange(value)}
                          onBlur={field.onBlur}
                          className="sr-only"
                        />
                        <span
                          aria-hidden="true"
                          className={cn(
                            'flex size-8 shrink-0 items-center justify-center rounded-md',
                            checked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                          )}
                        >
                          <Icon className="size-4" />
                        </span>
                        <span className="grid">
                          <span className="font-medium">{t(choice.label)}</span>
                          <span className="text-xs text-muted-foreground">{t(choice.hint)}</span>
                        </span>
                      </label>
                    );
                  })}
                </div>
                <FieldError>{errors.theme?.message}</FieldError>
              </fieldset>
            )}
          />

          <div className="grid gap-6 md:grid-cols-2">
            <Field>
              <Label htmlFor="pref-language">
                <Trans>Language</Trans>
              </Label>
              <NativeSelect
                id="pref-language"
                aria-invalid={errors.language ? true : undefined}
                aria-describedby="pref-language-hint"
                {...form.register('language')}
              >
                {SUPPORTED_LANGUAGES.map((l) => (
                  <option key={l.tag} value={l.tag} lang={l.tag}>
                    {l.label}
                  </option>
                ))}
              </NativeSelect>
              <FieldDescription id="pref-language-hint">
                <Trans>The language of the app's screens, and how dates and numbers are written.</Trans>
              </FieldDescription>
              <FieldError>{errors.language?.message}</FieldError>
            </Field>

            <Field>
              <Label htmlFor="pref-time-zone">
                <Trans>Time zone</Trans>
              </Label>
              <Controller
                control={form.control}
                name="time_zone"
                render={({ field }) => (
                  <TimeZoneSelect
                    id="pref-time-zone"
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-invalid={errors.time_zone ? true : undefined}
                  />
                )}
              />
              {device !== timeZone ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto justify-self-start p-0"
                  onClick={() =>
                    form.setValue('time_zone', device, { shouldDirty: true, shouldValidate: true })
                  }
                >
                  <Trans>Use this device's time zone ({deviceZone})</Trans>
                </Button>
              ) : null}
              <FieldError>{errors.time_zone?.message}</FieldError>
            </Field>
          </div>

          <div
            className="flex items-start gap-3 rounded-lg bg-muted/60 p-3 text-sm"
            data-testid="preferences-sample"
          >
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p>
              <span className="text-muted-foreground">
                <Trans>Dates will look like</Trans>{' '}
              </span>
              <span className="font-medium tabular-nums" lang={language}>
                {sample}
              </span>
            </p>
          </div>
          <FormAlert problem={problem} />
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t">
          <Button
            type="button"
            variant="ghost"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setProblem(null);
              form.reset(preferences);
            }}
          >
            <Trans>Discard</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            <Trans>Save preferences</Trans>
          </Button>
        </CardFooter>
      </form>
      <UnsavedChangesPrompt when={isDirty && !isSubmitting} />
    </Card>
  );
}

/** Now, as it will be written with these choices ('' while the zone is not a known one). */
function sampleDate(language: string, timeZone: string): string {
  try {
    return createFormatters(language, timeZone).dateTime(Date.now());
  } catch {
    return '';
  }
}
