import { builtinCollection, collectionSchema } from '@atrium/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allCollections, gadgets, projects, ZONE_ID } from '../testing/fixtures';
import { renderAsAdmin } from '../testing/harness';
import { columnsFromCollection, defaultSorting, searchableFields } from './columns-from-collection';

describe('columnsFromCollection', () => {
  it("shows the list view's columns in its order and keeps every other readable column one click away", () => {
    const { columns, defaultVisibility } = columnsFromCollection(projects, allCollections);
    expect(columns.map((c) => c.id)).toEqual([
      'title',
      'code',
      'status',
      'priority',
      'due_on',
      'id',
      'summary',
      'budget',
      'zone_id',
      'lead_id',
      'created_at',
      'updated_at',
      'created_by',
    ]);
    expect(defaultVisibility).toEqual({
      id: false,
      summary: false,
      budget: false,
      zone_id: false,
      lead_id: false,
      created_at: false,
      updated_at: false,
      created_by: false,
    });
  });

  it('names columns by label, sorts all but JSON, aligns numbers to the end and filters by kind', () => {
    const { columns } = columnsFromCollection(gadgets);
    const byId = Object.fromEntries(columns.map((c) => [c.id, c]));
    expect(byId.released_on.header).toBe('Released on');
    expect(byId.id.header).toBe('ID');
    expect(byId.specs.sortable).toBe(false);
    expect(byId.specs.filter).toBeUndefined();
    expect(byId.name.sortable).toBe(true);
    expect(byId.weight.align).toBe('end');
    expect(byId.name.align).toBe('start');
    expect(byId.in_stock.filter).toEqual({ kind: 'boolean' });
    expect(byId.checked_at.filter).toEqual({ kind: 'datetime' });
    expect(byId.owner_id.filter).toEqual({ kind: 'uuid' });
    expect(byId.size.filter).toEqual({
      kind: 'enum',
      options: [
        { value: 's', label: 's' },
        { value: 'm', label: 'Medium' },
      ],
    });
  });

  it('without a list view shows the first eight declared fields that are not hidden', () => {
    const { defaultVisibility } = columnsFromCollection(gadgets);
    const shown = columnsFromCollection(gadgets)
      .columns.map((c) => c.id)
      .filter((id) => defaultVisibility[id] !== false);
    expect(shown).toEqual([
      'name',
      'notes',
      'weight',
      'in_stock',
      'released_on',
      'checked_at',
      'serial',
      'size',
    ]);
    expect(defaultVisibility.secret_code).toBe(false);
  });

  it('draws each cell with the display of its type, a relation by its target display field', () => {
    const { columns } = columnsFromCollection(projects, allCollections);
    const cell = (id: string, row: Record<string, unknown>) => columns.find((c) => c.id === id)!.cell!(row);
    renderAsAdmin(
      <div>
        <p data-testid="status">{cell('status', { status: 'active' })}</p>
        <p data-testid="zone">
          {cell('zone_id', { zone_id: ZONE_ID, zone: { id: ZONE_ID, name: 'Marketing' } })}
        </p>
        <p data-testid="budget">{cell('budget', { budget: 1234.5 })}</p>
        <p data-testid="due">{cell('due_on', { due_on: null })}</p>
      </div>,
    );
    expect(screen.getByTestId('status').textContent).toBe('Active');
    expect(screen.getByTestId('zone').textContent).toBe('Marketing');
    expect(screen.getByTestId('budget').textContent).toBe('1,234.5');
    expect(screen.getByTestId('due').textContent).toBe('—');
  });

  it('leaves out what the caller may not read (the server already dropped it from the schema)', () => {
    const users = builtinCollection('users')!;
    const ids = columnsFromCollection(users).columns.map((c) => c.id);
    expect(ids).toContain('email');
    expect(ids).not.toContain('password_hash');
    expect(ids).not.toContain('mfa_secret');
  });
});

describe('defaultSorting and searchableFields', () => {
  it("use the list view's sort and searchable fields", () => {
    expect(defaultSorting(projects)).toEqual([{ id: 'due_on', desc: false }]);
    expect(searchableFields(projects)).toEqual(['title', 'code', 'summary']);
  });

  it('search the listed text fields when the list names none', () => {
    const plain = collectionSchema.parse({
      name: 'notes',
      label: 'Note',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'body', type: 'text' },
        { name: 'mood', type: 'enum', options: ['ok'] },
        { name: 'count', type: 'integer' },
      ],
      list: { columns: ['title', 'mood', 'count'] },
    });
    expect(searchableFields(plain)).toEqual(['title', 'mood']);
    // No sort declared: newest first where the table keeps created_at, else the server's key order.
    expect(defaultSorting(plain)).toEqual([{ id: 'created_at', desc: true }]);
    expect(defaultSorting({ ...plain, system_fields: ['updated_at'] })).toEqual([]);
  });
});
