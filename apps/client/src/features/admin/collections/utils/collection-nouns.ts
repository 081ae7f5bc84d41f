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

/**
 * A noun as it reads inside a sentence: lower case in English ("New project"); other languages
 * keep the label as the admin typed it (German capitalises nouns, Japanese has no case).
 */
export function nounInSentence(noun: string, locale: string): string {
  return locale.startsWith('en') ? noun.toLowerCase() : noun;
}
