import { patchValues } from './set-clause.js';

describe('patchValues', () => {
  it('sets only the listed columns present in the patch, and always updated_at = now()', () => {
    const values = patchValues({ name: 'A', icon: undefined, is_active: false }, [
      'name',
      'icon',
      'is_active',
    ]);
    const { updated_at, ...rest } = values as Record<string, unknown>;
    expect(rest).toEqual({ name: 'A', is_active: false });
    expect((updated_at as () => string)()).toBe('now()');
  });

  it('keeps null (it clears a column) and passes jsonb values as they are (TypeORM sends them as JSON text)', () => {
    const values = patchValues({ layout: [{ id: 'w' }], description: null }, ['description', 'layout']);
    expect(values).toMatchObject({ description: null, layout: [{ id: 'w' }] });
  });

  it('ignores keys of the patch that are not listed columns', () => {
    const patch = { name: 'x', zone_id: 'other' } as { name: string; zone_id: string };
    expect(Object.keys(patchValues(patch, ['name'])).sort()).toEqual(['name', 'updated_at']);
  });
});
