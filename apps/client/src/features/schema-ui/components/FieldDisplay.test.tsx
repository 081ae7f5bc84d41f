import type { CollectionField } from '@atrium/schema';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gadgets, USER_ID } from '../testing/fixtures';
import { renderAsAdmin } from '../testing/harness';
import { describeJson, FieldDisplay } from './FieldDisplay';

const field = (name: string): CollectionField => gadgets.fields.find((f) => f.name === name)!;

function show(name: string, value: unknown, related?: unknown) {
  const relation =
    name === 'owner_id'
      ? {
          field: name,
          target: 'users',
          targetLabel: 'Users',
          embed: 'owner',
          embedSelect: 'owner',
          displayField: 'email',
          searchable: true,
        }
      : undefined;
  cleanup(); // one value on screen at a time
  const { container } = renderAsAdmin(
    <span data-testid="cell">
      <FieldDisplay field={field(name)} value={value} related={related} relation={relation} />
    </span>,
  );
  return { cell: screen.getByTestId('cell'), container };
}

describe('FieldDisplay: one display per field type', () => {
  it('shows a boolean as a check or a dash with its meaning for screen readers', () => {
    show('in_stock', true);
    expect(screen.getByRole('img', { name: 'Yes' })).toBeTruthy();
    show('in_stock', false);
    expect(screen.getByRole('img', { name: 'No' })).toBeTruthy();
  });

  it("writes dates with the user's formatters: a date the same everywhere, a moment in their zone", () => {
    const date = show('released_on', '2025-01-05').cell;
    expect(date.textContent).toBe('Jan 5, 2025');
    expect(date.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-05');
    // 23:30 UTC is already the next day in Paris (the admin's preference)
    const moment = show('checked_at', '2025-01-05T23:30:00Z').cell;
    expect(moment.textContent).toMatch(/^Jan 6, 2025, 12:30\sAM$/);
    expect(moment.querySelector('time')?.getAttribute('title')).toContain('Europe/Paris');
  });

  it('groups numbers, labels enum values, shortens ids', () => {
    expect(show('weight', 12345.678).cell.textContent).toBe('12,345.678');
    expect(show('size', 'm').cell.textContent).toBe('Medium');
    expect(show('size', 's').cell.textContent).toBe('s');
    const id = show('serial', '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c').cell;
    expect(id.textContent).toBe('3f1c2b7e…');
    expect(id.querySelector('[title]')?.getAttribute('title')).toBe('3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c');
  });

  it('links a url field’s web address, and shows any other scheme (javascript:, data:) as text only', () => {
    const site = { name: 'site', type: 'string', format: 'url' } as CollectionField;
    const render = (value: string) => {
      cleanup();
      renderAsAdmin(
        <span data-testid="cell">
          <FieldDisplay field={site} value={value} />
        </span>,
      );
      return screen.getByTestId('cell');
    };
    expect(render('https://example.com/a').querySelector('a')?.getAttribute('href')).toBe(
      'https://example.com/a',
    );
    for (const unsafe of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>']) {
      const cell = render(unsafe);
      expect(cell.querySelector('a')).toBeNull();
      expect(cell.textContent).toBe(unsafe);
    }
  });

  it('collapses JSON to its shape, the value in the tooltip', () => {
    const json = show('specs', { a: 1, b: [2] }).cell;
    expect(json.textContent).toBe('{…} 2 keys');
    expect(json.querySelector('code')?.getAttribute('title')).toBe('{"a":1,"b":[2]}');
    expect(describeJson([1])).toBe('[…] 1 item');
    expect(describeJson('x')).toBe('"x"');
  });

  it('shows a tags field as chips, at most five and how many more, and other JSON as JSON', () => {
    const tags = { name: 'labels', type: 'json', shape: 'array', widget: 'tags' } as CollectionField;
    cleanup();
    renderAsAdmin(
      <span data-testid="cell">
        <FieldDisplay field={tags} value={['a', 'b', 'c', 'd', 'e', 'f', 'g']} />
      </span>,
    );
    const cell = screen.getByTestId('cell');
    expect([...cell.querySelectorAll('[data-slot="badge"]')].map((b) => b.textContent)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(cell.textContent).toContain('+2');
    cleanup();
    renderAsAdmin(
      <span data-testid="cell">
        <FieldDisplay field={tags} value={[1]} />
      </span>,
    );
    expect(screen.getByTestId('cell').textContent).toBe('[…] 1 item');
  });

  it("shows a relation by its target's display field, else the short id", () => {
    expect(show('owner_id', USER_ID, { id: USER_ID, email: 'ada@example.com' }).cell.textContent).toBe(
      'ada@example.com',
    );
    expect(show('owner_id', USER_ID, null).cell.textContent).toBe('44444444…');
  });

  it('links URLs, and draws empty values and values of the wrong type without throwing', () => {
    const link = show('homepage', 'https://example.com').cell.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(show('name', null).cell.textContent).toBe('—');
    expect(show('weight', 'twelve').cell.textContent).toBe('twelve');
    expect(show('in_stock', { odd: true }).cell.textContent).toBe('{"odd":true}');
  });
});
