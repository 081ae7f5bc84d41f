import {
  DEFAULT_THEME_TOKENS,
  THEME_COLOUR_PATTERN,
  THEME_FONTS,
  THEME_NAME_PATTERN,
  type Theme,
  type ThemeFont,
  type ThemeScheme,
  type ThemeTokens,
} from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  FieldError,
  Input,
  Label,
  NativeSelect,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CancelButton } from '@/components/form/CancelButton';
import { errorMessage } from '@/lib/mutation-feedback';
import { ContrastChecks } from './ContrastChecks';
import { ThemePreview } from './ThemePreview';

/** Corner radii offered (rem), from square to round; the default is 0.625. */
const RADII = [0, 0.25, 0.375, 0.5, 0.625, 0.75, 1] as const;

export interface ThemeDraft {
  name: string;
  label: string;
  tokens: ThemeTokens;
}

/** A colour as a picker and as text (`#rrggbb`): the picker for the eye, the text for exact values. */
function ColourField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const valid = THEME_COLOUR_PATTERN.test(value);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t`${label}: colour picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={!valid || undefined}
          data-testid={testId}
        />
      </div>
      {!valid ? <FieldError>{t`A colour as #rrggbb`}</FieldError> : null}
    </Field>
  );
}

/**
 * Creates or edits a theme: name and label, primary colour and the text on it for light and dark
 * (picker and hex), radius and font, with the WCAG AA checks and a live preview of both schemes.
 * The server decides (its 400 names the token that fails); the checks here show it as you type.
 */
export function ThemeEditorDialog({
  theme,
  open,
  onOpenChange,
  save,
}: {
  /** The theme to edit; null to create one. */
  theme: Theme | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: (draft: ThemeDraft) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [draft, setDraftState] = useState<ThemeDraft>(() =>
    theme
      ? { name: theme.name, label: theme.label, tokens: theme.tokens }
      : { name: '', label: '', tokens: DEFAULT_THEME_TOKENS },
  );
  const label = theme?.label ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A change answers the last refusal: it no longer describes what is on screen.
  const setDraft = (change: (d: ThemeDraft) => ThemeDraft) => {
    setProblem(null);
    setDraftState(change);
  };
  const fontLabels: Record<ThemeFont, string> = {
    inter: t`Inter`,
    system: t`System font`,
    serif: t`Serif`,
    mono: t`Monospace`,
  };
  const nameId = useId();
  const labelId = useId();
  const radiusId = useId();
  const fontId = useId();
  const nameValid = THEME_NAME_PATTERN.test(draft.name) && draft.name.length <= 48;
  const coloursValid = (['light', 'dark'] as const).every(
    (s) =>
      THEME_COLOUR_PATTERN.test(draft.tokens[s].primary) &&
      THEME_COLOUR_PATTERN.test(draft.tokens[s].primary_foreground),
  );

  const setColour = (scheme: ThemeScheme, key: 'primary' | 'primary_foreground', value: string) =>
    setDraft((d) => ({ ...d, tokens: { ...d.tokens, [scheme]: { ...d.tokens[scheme], [key]: value } } }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!nameValid || !draft.label.trim() || !coloursValid) {
      const firstInvalid = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
      setProblem(t`Fill in the fields marked as invalid.`);
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await save({ ...draft, label: draft.label.trim() });
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const schemeFields = (scheme: ThemeScheme) => (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{scheme === 'dark' ? t`Dark mode` : t`Light mode`}</legend>
      <ColourField
        label={t`Primary colour`}
        value={draft.tokens[scheme].primary}
        onChange={(v) => setColour(scheme, 'primary', v)}
        testId={`${scheme}-primary`}
      />
      <ColourField
        label={t`Text on primary`}
        value={draft.tokens[scheme].primary_foreground}
        onChange={(v) => setColour(scheme, 'primary_foreground', v)}
        testId={`${scheme}-primary-foreground`}
      />
      <ContrastChecks
        scheme={scheme}
        primary={draft.tokens[scheme].primary}
        foreground={draft.tokens[scheme].primary_foreground}
      />
    </fieldset>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{theme ? t`Edit theme ${label}` : t`New theme`}</DialogTitle>
            <DialogDescription>
              <Trans>Colours need WCAG AA contrast (4.5:1) in light and dark mode.</Trans>
            </DialogDescription>
          </DialogHeader>
          <fieldset disabled={pending} className="grid min-w-0 gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field>
                <Label htmlFor={labelId}>{t`Label`}</Label>
                <Input
                  id={labelId}
                  value={draft.label}
                  maxLength={100}
                  onChange={(e) => setDraft((d) => ({ ...d, label: e.target.value }))}
                  aria-invalid={!draft.label.trim() || undefined}
                />
              </Field>
              <Field>
                <Label htmlFor={nameId}>{t`Name`}</Label>
                <Input
                  id={nameId}
                  value={draft.name}
                  maxLength={48}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono"
                  onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
                  aria-invalid={(draft.name !== '' && !nameValid) || undefined}
                  aria-describedby={`${nameId}-hint`}
                />
                <p id={`${nameId}-hint`} className="text-xs text-muted-foreground">
                  {t`e.g. brand-blue`}
                </p>
              </Field>
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {schemeFields('light')}
              {schemeFields('dark')}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field>
                <Label htmlFor={radiusId}>{t`Corner radius`}</Label>
                <NativeSelect
                  id={radiusId}
                  value={String(draft.tokens.radius)}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, tokens: { ...d.tokens, radius: Number(e.target.value) } }))
                  }
                >
                  {[...new Set([...RADII, draft.tokens.radius])]
                    .sort((a, b) => a - b)
                    .map((r) => (
                      <option key={r} value={String(r)}>
                        {r === 0 ? t`Square` : `${r} rem`}
                      </option>
                    ))}
                </NativeSelect>
              </Field>
              <Field>
                <Label htmlFor={fontId}>{t`Font`}</Label>
                <NativeSelect
                  id={fontId}
                  value={draft.tokens.font}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, tokens: { ...d.tokens, font: e.target.value as ThemeFont } }))
                  }
                >
                  {THEME_FONTS.map((f) => (
                    <option key={f} value={f}>
                      {fontLabels[f]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
          </fieldset>
          {coloursValid ? (
            <div className="grid gap-3 md:grid-cols-2">
              <ThemePreview tokens={draft.tokens} scheme="light" />
              <ThemePreview tokens={draft.tokens} scheme="dark" />
            </div>
          ) : null}
          {problem ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
              data-testid="form-error"
            >
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <CancelButton onClick={() => onOpenChange(false)} disabled={pending} />
            <Button type="submit" loading={pending}>
              {theme ? <Trans>Save theme</Trans> : <Trans>Create theme</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
