import { describe, expect, it } from 'vitest';
import { collectionNouns, nounInSentence, pluralize } from './collection-nouns';

describe('collection nouns', () => {
  it('lowers a label inside an English sentence, but not the capitals of a name', () => {
    expect(nounInSentence('Project', 'en')).toBe('project');
    expect(nounInSentence('Sales Lead', 'en-GB')).toBe('sales lead');
    expect(nounInSentence('QA item', 'en')).toBe('QA item');
    expect(nounInSentence('API key', 'en')).toBe('API key');
    expect(nounInSentence('iPhone order', 'en')).toBe('iPhone order');
    expect(nounInSentence('Projekt', 'de')).toBe('Projekt');
  });

  it('makes a plural when the schema has none', () => {
    expect(pluralize('Category')).toBe('Categories');
    expect(pluralize('Box')).toBe('Boxes');
    expect(collectionNouns({ label: 'Person', label_plural: 'People' })).toEqual({
      noun: 'Person',
      plural: 'People',
    });
  });
});
