import { describe, expect, it } from 'vitest';
import { collectionColumns } from '../collection-columns.js';
import { validateCollection } from '../validate-collection.js';
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
      'password_hash',
    ]);
  });

  it('keys zone_members by (zone_id, user_id), with no implied id', () => {
    const members = builtinCollection('zone_members')!;
    const columns = collectionColumns(members);
    expect(columns.map((c) => c.name)).toEqual(['zone_id', 'user_id', 'role', 'joined_at']);
    expect(columns.filter((c) => c.primaryKey).map((c) => c.name)).toEqual(['zone_id', 'user_id']);
  });
});
