import { setClause } from './set-clause';

describe('setClause', () => {
  it('sets only the columns present, numbered from the first parameter, and always updated_at', () => {
    expect(
      setClause(
        { name: 'A', icon: undefined, is_active: false },
        { name: 'value', icon: 'value', is_active: 'value' },
        3,
      ),
    ).toEqual({
      sql: '"name" = $3, "is_active" = $4, updated_at = now()',
      params: ['A', false],
    });
  });

  it('sends jsonb columns as JSON text with a cast, and null clears a column', () => {
    expect(
      setClause({ layout: [{ id: 'w' }], description: null }, { description: 'value', layout: 'jsonb' }, 2),
    ).toEqual({
      sql: '"description" = $2, "layout" = $3::jsonb, updated_at = now()',
      params: [null, '[{"id":"w"}]'],
    });
  });

  it('ignores keys of the patch that are not listed columns', () => {
    const patch = { name: 'x', zone_id: 'other' } as { name: string; zone_id: string };
    expect(setClause(patch, { name: 'value' }, 1)).toEqual({
      sql: '"name" = $1, updated_at = now()',
      params: ['x'],
    });
  });
});
