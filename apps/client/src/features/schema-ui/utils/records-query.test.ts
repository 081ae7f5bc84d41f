import { builtinCollection, LIKE_PATTERN_MAX_CHARS, LIKE_REQUEST_MAX_CHARS } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { allCollections, gadgets, projects } from '../testing/fixtures';
import { listQuery, listSelect, recordId, recordKeyFilter } from './records-query';
import { relationEmbedName } from './relations';

describe('listSelect', () => {
  it('embeds each relation under a name that clashes with no column, with its display field', () => {
    // created_by and lead_id both point to users: lead_id has a name of its own (lead), created_by
    // none that clashes with no column, so it is embedded under an alias (PostgREST's alias:relation).
    expect(listSelect(projects, allCollections)).toBe(
      '*,zone(id,name),lead(id,email),_created_by:created_by(id,email)',
    );
  });

  it('embeds nothing whose target the caller may not read', () => {
    expect(listSelect(projects, [projects])).toBe('*');
  });

  it('uses the target name when the field has no _id suffix and is the only relation there', () => {
    const owner = gadgets.fields.find((f) => f.name === 'owner_id');
    expect(owner && owner.type === 'relation' && relationEmbedName(gadgets, owner)).toBe('owner');
    const zones = builtinCollection('zones')!;
    const createdBy = { ...zones.fields[0], name: 'created_by', type: 'relation', target: 'users' } as never;
    expect(relationEmbedName(zones, createdBy)).toBe('users');
  });
});

describe('listQuery', () => {
  it('puts filters, the search group, order and the page in PostgREST syntax', () => {
    const query = listQuery(projects, allCollections, {
      sorting: [
        { id: 'due_on', desc: true },
        { id: 'title', desc: false },
      ],
      filters: [
        { column: 'status', operator: 'eq', value: 'active' },
        { column: 'priority', operator: 'gte', value: '2' },
      ],
      search: 'web, (new)',
      searchable: ['title', 'code'],
      page: { pageIndex: 2, pageSize: 50 },
    });
    expect([...query.entries()]).toEqual([
      ['select', '*,zone(id,name),lead(id,email),_created_by:created_by(id,email)'],
      ['status', 'eq.active'],
      ['priority', 'gte.2'],
      ['or', '(title.ilike."*web, (new)*",code.ilike."*web, (new)*")'],
      ['order', 'due_on.desc,title.asc'],
      ['limit', '50'],
      ['offset', '100'],
    ]);
  });

  it('cuts a search text to what the server matches over that many fields (a long one from a URL)', () => {
    const base = { sorting: [], filters: [] };
    const long = 'x'.repeat(500);
    const one = listQuery(gadgets, [], { ...base, search: long, searchable: ['name'] }).get('or');
    expect(one).toBe(`(name.ilike.*${'x'.repeat(LIKE_PATTERN_MAX_CHARS)}*)`);
    const fields = ['a', 'b', 'c', 'd', 'e'];
    const five = listQuery(gadgets, [], { ...base, search: long, searchable: fields }).get('or')!;
    const perField = Math.floor(LIKE_REQUEST_MAX_CHARS / 5);
    expect(five).toBe(`(${fields.map((f) => `${f}.ilike.*${'x'.repeat(perField)}*`).join(',')})`);
  });

  it('asks for the first page without an offset, and an export for up to `limit` rows', () => {
    const base = { sorting: [], filters: [], search: '', searchable: [] };
    expect(listQuery(gadgets, [], { ...base, page: { pageIndex: 0, pageSize: 25 } }).toString()).toBe(
      'select=*&limit=25',
    );
    expect(listQuery(gadgets, [], { ...base, limit: 1000 }).toString()).toBe('select=*&limit=1000');
  });
});

describe('record keys', () => {
  it('address a row by its id, or by every key column of a built-in', () => {
    const row = { id: 'a1', zone_id: 'z', user_id: 'u' };
    expect(recordKeyFilter(projects, row)).toEqual([['id', 'eq.a1']]);
    expect(recordId(projects, row)).toBe('a1');
    const members = builtinCollection('zone_members')!;
    expect(recordKeyFilter(members, row)).toEqual([
      ['zone_id', 'eq.z'],
      ['user_id', 'eq.u'],
    ]);
    expect(recordId(members, row)).toBe('z/u');
  });
});
