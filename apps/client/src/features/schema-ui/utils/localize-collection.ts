import type { Collection, SchemaEntry } from '@atrium/schema';

type Translations<T> = Readonly<Record<string, T>> | undefined;

/**
 * The texts of `translations` for a language: its exact tag, else its language alone (`de` for
 * `de-DE`), else the same language in another region (`de-AT` for `de`).
 */
export function translationFor<T>(translations: Translations<T>, tag: string): T | undefined {
  if (!translations) return undefined;
  if (translations[tag]) return translations[tag];
  const language = tag.split('-')[0];
  if (translations[language]) return translations[language];
  const other = Object.keys(translations).find((key) => key.split('-')[0] === language);
  return other ? translations[other] : undefined;
}

/**
 * A collection with its texts in the reader's language (Directus's `translations`): its labels and
 * description, its fields' labels, help texts, placeholders and option labels, and its form
 * sections. What has no translation keeps the schema's own text. For display only: a schema that
 * is edited and saved is the stored one, never this.
 */
export function localizeCollection(collection: Collection, tag: string): Collection {
  const own = translationFor(collection.translations, tag);
  const fieldsTranslated = collection.fields.some((f) => translationFor(f.translations, tag));
  const sectionsTranslated = collection.form?.sections.some((s) => translationFor(s.translations, tag));
  if (!own && !fieldsTranslated && !sectionsTranslated) return collection;
  const fields = collection.fields.map((field) => {
    const texts = translationFor(field.translations, tag);
    if (!texts) return field;
    const out = { ...field };
    if (texts.label) out.label = texts.label;
    if (texts.help) out.help = texts.help;
    if (texts.placeholder) out.placeholder = texts.placeholder;
    if (out.type === 'enum' && texts.options) {
      const labels = texts.options;
      out.options = out.options.map((option) => {
        const value = typeof option === 'string' ? option : option.value;
        const label = labels[value];
        if (!label) return option;
        return typeof option === 'string' ? { value, label } : { ...option, label };
      });
    }
    return out as typeof field;
  }) as Collection['fields'];
  return {
    ...collection,
    label: own?.label ?? collection.label,
    // A translated name without a translated plural uses the name, not the other language's plural.
    label_plural: own?.label_plural ?? (own?.label ? own.label : collection.label_plural),
    description: own?.description ?? collection.description,
    fields,
    form: collection.form && {
      sections: collection.form.sections.map((section) => {
        const texts = translationFor(section.translations, tag);
        return texts
          ? {
              ...section,
              label: texts.label ?? section.label,
              description: texts.description ?? section.description,
            }
          : section;
      }),
    },
  };
}

/** GET /schemas as a reader sees it: each schema in their language (see localizeCollection). */
export function localizeEntries(entries: readonly SchemaEntry[], tag: string): SchemaEntry[] {
  return entries.map((entry) => {
    const schema = localizeCollection(entry.schema, tag);
    return schema === entry.schema ? entry : { ...entry, schema };
  });
}
