import type { Collection } from '@atrium/schema';

/** A plural for a label that has none (`label_plural` wins): Category → Categories, Box → Boxes. */
export function pluralize(label: string): string {
  if (/[^aeiou]y$/i.test(label)) return `${label.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(label)) return `${label}es`;
  return `${label}s`;
}

/** How the screens name one row and several: "Project" / "Projects". */
export function collectionNouns(collection: Pick<Collection, 'label' | 'label_plural'>): {
  noun: string;
  plural: string;
} {
  return { noun: collection.label, plural: collection.label_plural ?? pluralize(collection.label) };
}

/** A word with a capital after its first letter (QA, API, iPhone) is a name: it keeps its case. */
const keepsCase = (word: string) => /\p{Lu}/u.test(word.slice(1));

/**
 * A noun as it reads inside a sentence: lower case in English ("New project", "New QA item");
 * other languages keep the label as the admin typed it (German capitalises nouns, Japanese has no
 * case).
 */
export function nounInSentence(noun: string, locale: string): string {
  if (!locale.startsWith('en')) return noun;
  return noun
    .split(' ')
    .map((word) => (keepsCase(word) ? word : word.toLowerCase()))
    .join(' ');
}
