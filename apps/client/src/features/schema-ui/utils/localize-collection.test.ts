import { builtinCollection, collectionSchema, type SchemaEntry } from '@atrium/schema';
import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { columnsFromCollection } from './columns-from-collection';
import { enumLabel, fieldLabel } from './field-labels';
import { localizeCollection, localizeEntries, translationFor } from './localize-collection';

const books = collectionSchema.parse({
  name: 'books',
  label: 'Book',
  label_plural: 'Books',
  translations: { de: { label: 'Buch', label_plural: 'Bücher' }, 'ja-JP': { label: '本' } },
  fields: [
    {
      name: 'title',
      type: 'string',
      help: 'As printed',
      translations: { 'de-AT': { label: 'Titel', help: 'Wie gedruckt' } },
    },
    {
      name: 'genre',
      type: 'enum',
      options: ['novel', { value: 'essay', label: 'Essay' }, 'poem'],
      translations: { de: { options: { novel: 'Roman', essay: 'Aufsatz' } } },
    },
    { name: 'pages', type: 'integer' },
  ],
  form: { sections: [{ label: 'Book', fields: ['title'], translations: { de: { label: 'Buch' } } }] },
});

afterEach(() => i18n.activate('en'));

describe('localizeCollection', () => {
  it('finds a language by its tag, its language alone, or the same language elsewhere', () => {
    const t = { de: 1, 'ja-JP': 2, 'pt-BR': 3 };
    expect(translationFor(t, 'de-DE')).toBe(1);
    expect(translationFor(t, 'ja')).toBe(2);
    expect(translationFor(t, 'pt-PT')).toBe(3);
    expect(translationFor(t, 'fr')).toBeUndefined();
    expect(translationFor(undefined, 'de')).toBeUndefined();
  });

  it('puts the reader’s language where the schema translates it, and keeps the rest', () => {
    const de = localizeCollection(books, 'de');
    expect([de.label, de.label_plural]).toEqual(['Buch', 'Bücher']);
    expect(de.fields[0]).toMatchObject({ label: 'Titel', help: 'Wie gedruckt' });
    const genre = de.fields[1];
    expect(genre.type === 'enum' && ['novel', 'essay', 'poem'].map((v) => enumLabel(genre, v))).toEqual([
      'Roman',
      'Aufsatz',
      'poem',
    ]);
    expect(fieldLabel(de.fields[2])).toBe('Pages');
    expect(de.form!.sections[0].label).toBe('Buch');
    // A translated name without its plural does not borrow the English plural.
    expect(localizeCollection(books, 'ja').label_plural).toBe('本');
    // Nothing to translate: the very same schema (lists keep their memoised columns).
    expect(localizeCollection(books, 'en')).toBe(books);
    const entries = [{ name: 'books', schema: books } as SchemaEntry];
    expect(localizeEntries(entries, 'fr')[0]).toBe(entries[0]);
  });

  it('names a built-in collection’s columns, the engine’s own included, in German', async () => {
    const { messages } = (await import('../../../locales/de/workspace.po')) as { messages: Messages };
    i18n.loadAndActivate({ locale: 'de', messages });
    const routes = localizeCollection(builtinCollection('routes')!, i18n.locale);
    const { columns } = columnsFromCollection(routes);
    const headers = columns.map((c) => (typeof c.header === 'string' ? c.header : c.id));
    expect(headers).toEqual(expect.arrayContaining(['Pfad', 'Name', 'Komponente', 'Öffentlich', 'Aktiv']));
    const zones = columnsFromCollection(localizeCollection(builtinCollection('zones')!, 'de')).columns;
    const zoneHeaders = zones.map((c) => (typeof c.header === 'string' ? c.header : c.id));
    expect(zoneHeaders).toEqual(
      expect.arrayContaining(['Beschreibung', 'Erstellt', 'Aktualisiert', 'Erstellt von', 'ID']),
    );
  });
});
