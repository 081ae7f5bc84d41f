import { LANGUAGE_TAG_PATTERN, TRANSLATIONS_MAX_LANGUAGES } from '@atrium/schema';
import { Button, Input, Label } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { UI_LOCALES } from '@/i18n/i18n';
import { humanizeFieldName } from '@/features/schema-ui/utils/field-labels';
import {
  effectiveFormView,
  emptyFieldTexts,
  enumOptionsOf,
  hasPlaceholderControl,
  optionLabelOf,
  removeLanguage,
  sectionTexts,
  setSectionTexts,
  type BuilderFieldTexts,
  type BuilderLanguage,
  type BuilderState,
} from '../utils/builder-schema';

/** A language's name in the reader's language ("German" for `de`), else its tag. */
function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The schema's texts in other languages (its `translations`): per language, the collection's
 * labels and description and each field's label, help, placeholder and option labels, beside the
 * schema's own text (the fallback a reader in that language sees where a text is left empty).
 * Rows for help and placeholder appear where the field has one (or a translation of one).
 */
export function BuilderTranslations({
  state,
  onChange,
}: {
  state: BuilderState;
  onChange: (state: BuilderState) => void;
}) {
  const languages = state.languages;
  const { t, i18n } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const tags = new Set(languages.map((l) => l.tag));
  const full = languages.length >= TRANSLATIONS_MAX_LANGUAGES;
  const suggested = UI_LOCALES.filter((tag) => tag !== 'en' && !tags.has(tag));

  const add = (tag: string) => {
    const trimmed = tag.trim();
    if (!LANGUAGE_TAG_PATTERN.test(trimmed)) {
      setProblem(t`A language tag such as "fr" or "pt-BR"`);
      return;
    }
    if (tags.has(trimmed)) {
      setProblem(t`This language is already listed`);
      return;
    }
    setProblem('');
    setTyped('');
    onChange({
      ...state,
      languages: [...languages, { tag: trimmed, label: '', labelPlural: '', description: '', fields: {} }],
    });
  };
  const update = (tag: string, patch: Partial<BuilderLanguage>) =>
    onChange({ ...state, languages: languages.map((l) => (l.tag === tag ? { ...l, ...patch } : l)) });

  return (
    <div className="grid gap-4">
      <p className="text-xs text-muted-foreground">
        <Trans>
          Labels, help texts and choices for readers who use Atrium in another language. A text left empty
          shows the original.
        </Trans>
      </p>
      {languages.map((language) => (
        <LanguageTexts
          key={language.tag}
          language={language}
          name={languageName(language.tag, i18n.locale)}
          state={state}
          onChange={(patch) => update(language.tag, patch)}
          onSectionChange={(index, texts) => onChange(setSectionTexts(state, index, language.tag, texts))}
          onRemove={() => onChange(removeLanguage(state, language.tag))}
        />
      ))}
      {full ? (
        <p className="text-xs text-muted-foreground">
          <Trans>A collection has texts in at most {TRANSLATIONS_MAX_LANGUAGES} languages.</Trans>
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          {suggested.map((tag) => {
            const name = languageName(tag, i18n.locale);
            return (
              <Button key={tag} variant="outline" size="sm" onClick={() => add(tag)}>
                <Plus aria-hidden="true" />
                <Trans>
                  {name} ({tag})
                </Trans>
              </Button>
            );
          })}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tag`}>
              <Trans>Other language</Trans>
            </Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-tag`}
                value={typed}
                placeholder="fr"
                className="w-28 font-mono"
                spellCheck={false}
                autoComplete="off"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-tag-problem` : undefined}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add(typed);
                  }
                }}
              />
              <Button variant="outline" size="sm" className="h-9" onClick={() => add(typed)}>
                <Trans>Add language</Trans>
              </Button>
            </div>
          </div>
          {problem ? (
            <p id={`${id}-tag-problem`} role="alert" className="basis-full text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function LanguageTexts({
  language,
  name,
  state: texts,
  onChange,
  onSectionChange,
  onRemove,
}: {
  language: BuilderLanguage;
  name: string;
  state: BuilderState;
  onChange: (patch: Partial<BuilderLanguage>) => void;
  onSectionChange: (index: number, texts: { label: string; description: string }) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const setField = (key: number, patch: Partial<BuilderFieldTexts>) => {
    const current = language.fields[key] ?? emptyFieldTexts();
    onChange({ fields: { ...language.fields, [key]: { ...current, ...patch } } });
  };
  /** One text: what it is, the schema's own text, and its input (named with `context`, a field's name). */
  const row = (
    what: string,
    original: string,
    value: string,
    set: (value: string) => void,
    context?: string,
  ): ReactNode => (
    <tr key={what} className="border-t">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal text-muted-foreground">
        {what}
      </th>
      <td className="hidden py-1.5 pr-3 break-words sm:table-cell">
        {original || <span className="text-muted-foreground">—</span>}
      </td>
      <td className="py-1.5">
        <Input
          value={value}
          placeholder={original}
          aria-label={context ? t`${context}: ${what} in ${name}` : t`${what} in ${name}`}
          className="h-8"
          onChange={(e) => set(e.target.value)}
        />
      </td>
    </tr>
  );
  const fields = texts.fields.filter((f) => f.name.trim());
  const sections = effectiveFormView(texts) ?? [];
  return (
    <section aria-label={name} className="rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-medium">
          {name} <span className="font-mono text-xs text-muted-foreground">({language.tag})</span>
        </h4>
        <Button variant="ghost" size="sm" aria-label={t`Remove the ${name} texts`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <table className="mt-2 w-full table-fixed text-sm">
        <colgroup>
          <col className="w-2/5 sm:w-1/4" />
          <col className="hidden sm:table-column sm:w-1/3" />
          <col />
        </colgroup>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t`Text`}</th>
            <th scope="col">{t`Original`}</th>
            <th scope="col">{name}</th>
          </tr>
        </thead>
        <tbody>
          {row(t`Label (one row)`, texts.label, language.label, (label) => onChange({ label }))}
          {row(t`Label (several rows)`, texts.labelPlural, language.labelPlural, (labelPlural) =>
            onChange({ labelPlural }),
          )}
          {texts.description || language.description
            ? row(t`Description`, texts.description, language.description, (description) =>
                onChange({ description }),
              )
            : null}
        </tbody>
        {fields.map((field) => {
          const own = language.fields[field.key] ?? emptyFieldTexts();
          const fieldName = field.label.trim() || humanizeFieldName(field.name.trim());
          const options = field.type === 'enum' ? enumOptionsOf(field.options) : [];
          return (
            <tbody key={field.key}>
              <tr className="border-t">
                <th scope="rowgroup" colSpan={3} className="pt-3 pb-1 text-left font-medium">
                  {fieldName} <span className="font-mono text-xs text-muted-foreground">{field.name}</span>
                </th>
              </tr>
              {row(t`Label`, fieldName, own.label, (label) => setField(field.key, { label }), fieldName)}
              {field.help.trim() || own.help
                ? row(
                    t`Help`,
                    field.help.trim(),
                    own.help,
                    (help) => setField(field.key, { help }),
                    fieldName,
                  )
                : null}
              {hasPlaceholderControl(field.type) && (field.placeholder.trim() || own.placeholder)
                ? row(
                    t`Placeholder`,
                    field.placeholder.trim(),
                    own.placeholder,
                    (placeholder) => setField(field.key, { placeholder }),
                    fieldName,
                  )
                : null}
              {options.map((value) =>
                row(
                  t`Option “${value}”`,
                  optionLabelOf(field, value),
                  own.options[value] ?? '',
                  (label) => setField(field.key, { options: { ...own.options, [value]: label } }),
                  fieldName,
                ),
              )}
            </tbody>
          );
        })}
        {sections.map((section, index) => {
          const own = sectionTexts(section, language.tag);
          const label = section.label.trim();
          const description = section.description.trim();
          if (!label && !description && !own.label && !own.description) return null;
          const number = index + 1;
          const title = label ? t`Form section “${label}”` : t`Form section ${number}`;
          return (
            <tbody key={section.key}>
              <tr className="border-t">
                <th scope="rowgroup" colSpan={3} className="pt-3 pb-1 text-left font-medium">
                  {title}
                </th>
              </tr>
              {label || own.label
                ? row(
                    t`Title`,
                    label,
                    own.label,
                    (value) => onSectionChange(index, { ...own, label: value }),
                    title,
                  )
                : null}
              {description || own.description
                ? row(
                    t`Description`,
                    description,
                    own.description,
                    (value) => onSectionChange(index, { ...own, description: value }),
                    title,
                  )
                : null}
            </tbody>
          );
        })}
      </table>
    </section>
  );
}
