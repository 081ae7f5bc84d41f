import { describe, expect, it } from 'vitest';
import { collectionColumns } from '../collection-columns.js';
import { validateCollection } from '../validate-collection.js';
import { BUILTIN_TRANSLATIONS } from './builtin-translations.js';
import { BUILTIN_COLLECTION_INPUTS, builtinCollection, builtinCollections } from './index.js';

describe('built-in collections', () => {
  it.each(BUILTIN_COLLECTION_INPUTS.map((input) => [input.name, input] as const))(
    '%s passes every rule of validateCollection, relations resolved among the built-ins',
    (_name, input) => {
      const result = validateCollection(input, { builtin: true, collections: builtinCollections() });
      expect(result.problems).toEqual([]);
      expect(result.ok).toBe(true);
    },
  );

  it.each(BUILTIN_COLLECTION_INPUTS.map((input) => [input.name, input] as const))(
    'the name %s is refused for an integrator collection',
    (_name, input) => {
      const result = validateCollection(input, { collections: builtinCollections() });
      expect(result.ok).toBe(false);
      expect(result.problems).toContainEqual({
        path: 'name',
        message: `Collection name not allowed: "${input.name}" is a built-in collection`,
      });
    },
  );

  it('declares the secrets of users as internal, so no client column list contains them', () => {
    const users = builtinCollection('users')!;
    const internal = collectionColumns(users)
      .filter((c) => c.field.internal)
      .map((c) => c.name);
    expect(internal.sort()).toEqual([
      'mfa_last_time_step',
      'mfa_pending_secret',
      'mfa_secret',
      'mfa_unverified_setup',
      'password_hash',
    ]);
  });

  it('keys zone_members by (zone_id, user_id), with no implied id', () => {
    const members = builtinCollection('zone_members')!;
    const columns = collectionColumns(members);
    expect(columns.map((c) => c.name)).toEqual(['zone_id', 'user_id', 'role', 'joined_at']);
    expect(columns.filter((c) => c.primaryKey).map((c) => c.name)).toEqual(['zone_id', 'user_id']);
  });

  it.each(builtinCollections().map((c) => [c.name, c] as const))(
    '%s speaks German and Japanese: its names, every shown field, its options and sections',
    (name, collection) => {
      const texts = BUILTIN_TRANSLATIONS[name];
      expect(texts, `no translations for ${name}`).toBeDefined();
      // Nothing translated that the declaration does not have.
      const fields = new Set(collection.fields.map((f) => f.name));
      expect(Object.keys(texts.fields).filter((f) => !fields.has(f))).toEqual([]);
      const sections = (collection.form?.sections ?? []).map((s) => s.label);
      expect(Object.keys(texts.sections ?? {}).filter((s) => !sections.includes(s))).toEqual([]);
      for (const language of ['de', 'ja']) {
        expect(collection.translations?.[language]).toMatchObject({
          label: expect.any(String),
          label_plural: expect.any(String),
        });
        if (collection.description) expect(collection.translations?.[language]?.description).toBeTruthy();
        for (const field of collection.fields.filter((f) => !f.internal)) {
          const own = field.translations?.[language];
          expect(own?.label, `${name}.${field.name} in ${language}`).toBeTruthy();
          if (field.help) expect(own?.help, `${name}.${field.name} help in ${language}`).toBeTruthy();
          if (field.placeholder && !field.placeholder.startsWith('/')) expect(own?.placeholder).toBeTruthy();
          if (field.type === 'enum') {
            const values = field.options.map((o) => (typeof o === 'string' ? o : o.value));
            expect(Object.keys(own?.options ?? {}).sort()).toEqual([...values].sort());
          }
        }
        for (const section of collection.form?.sections ?? []) {
          expect(section.translations?.[language]?.label, `${name} section ${section.label}`).toBeTruthy();
        }
      }
    },
  );
});
