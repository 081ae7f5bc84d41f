import type { AuditEntry, ZoneMember } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAsAdmin, stubApi, type ApiCall } from '@/features/schema-ui/testing/harness';
import { ZoneActivityPanel } from './ZoneActivityPanel';

const ZONE = '22222222-2222-4222-8222-222222222222';
const HUB = '44444444-4444-4444-8444-444444444444';
const ADA = { id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com' };
const BOB = { id: '33333333-3333-4333-8333-333333333333', email: 'bob@example.com' };

const member = (who: { id: string; email: string }, role: ZoneMember['role']): ZoneMember => ({
  user_id: who.id,
  email: who.email,
  role,
  profile: { first_name: null, last_name: null },
  joined_at: '2026-01-01T00:00:00.000Z',
});

const hubRenamed: AuditEntry = {
  id: '55555555-5555-4555-8555-555555555555',
  at: '2026-03-04T10:00:00.000Z',
  actor: ADA,
  entity: 'hub',
  entity_id: HUB,
  action: 'update',
  summary: 'Roadmap 2027',
  before: { id: HUB, name: 'Roadmap', icon: 'map' },
  after: { id: HUB, name: 'Roadmap 2027', icon: 'map' },
};
const bobAdded: AuditEntry = {
  id: '66666666-6666-4666-8666-666666666666',
  at: '2026-03-03T09:00:00.000Z',
  actor: ADA,
  entity: 'zone_member',
  entity_id: BOB.id,
  action: 'add',
  summary: BOB.email,
  before: null,
  after: { user_id: BOB.id, email: BOB.email, role: 'member' },
};

const activityPath = `/zones/${ZONE}/activity`;
const activityGets = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === activityPath);

/** The zone's activity answering `entries` (of `total`, when more than a page), and its members. */
function stubZone(entries: AuditEntry[], total?: number) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/zones/${ZONE}/members`)
      return jsonResponse([member(ADA, 'owner'), member(BOB, 'member')]);
    if (call.method === 'GET' && call.path === activityPath) {
      const count = total ?? entries.length;
      const offset = Number(call.query.get('offset'));
      return jsonResponse(entries, 200, {
        'Content-Range': entries.length ? `${offset}-${offset + entries.length - 1}/${count}` : '*/0',
      });
    }
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ZoneActivityPanel', () => {
  it("lists the zone's changes with kind, action and person, counted with Prefer: count=exact", async () => {
    const calls = stubZone([hubRenamed, bobAdded]);
    renderAsAdmin(<ZoneActivityPanel zoneId={ZONE} />);
    const table = await screen.findByRole('table', { name: 'Zone activity' });
    const row = (await within(table).findByText('Roadmap 2027')).closest('tr')!;
    expect(within(row).getByText('Hub')).toBeTruthy();
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(within(row).getByText(ADA.email)).toBeTruthy();
    const added = within(table).getByText(BOB.email).closest('tr')!;
    expect(within(added).getByText('Zone member')).toBeTruthy();
    expect(within(added).getByText('Added')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    const [first] = activityGets(calls);
    expect(first.headers.get('Prefer')).toBe('count=exact');
    expect(first.query.toString()).toBe('limit=25&offset=0');
  });

  it("offers the zone's kinds only and its members as people, and filters on the server", async () => {
    const calls = stubZone([hubRenamed]);
    renderAsAdmin(<ZoneActivityPanel zoneId={ZONE} />);
    await screen.findByText('Roadmap 2027');
    const kind = screen.getByLabelText('Kind');
    const kinds = within(kind)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds).toEqual([
      'All kinds',
      'Zone',
      'Hub',
      'Module',
      'Dashboard',
      'Zone member',
      'Zone invitation',
    ]);
    fireEvent.change(kind, { target: { value: 'hub' } });
    await waitFor(() => expect(activityGets(calls).at(-1)!.query.get('entity')).toBe('hub'));

    const who = screen.getByLabelText('Who');
    await within(who).findByRole('option', { name: BOB.email });
    fireEvent.change(who, { target: { value: BOB.id } });
    await waitFor(() => {
      const query = activityGets(calls).at(-1)!.query;
      expect(query.get('actor')).toBe(BOB.id);
      expect(query.get('entity')).toBe('hub');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(activityGets(calls).at(-1)!.query.toString()).toBe('limit=25&offset=0'));
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('');
  });

  it('pages on the server', async () => {
    const calls = stubZone([hubRenamed], 30);
    renderAsAdmin(<ZoneActivityPanel zoneId={ZONE} />);
    await screen.findByText('1–1 of 30');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(activityGets(calls).at(-1)!.query.get('offset')).toBe('25'));
  });

  it('opens a change with its values before and after', async () => {
    stubZone([hubRenamed]);
    renderAsAdmin(<ZoneActivityPanel zoneId={ZONE} />);
    fireEvent.keyDown(await screen.findByRole('row', { name: 'Show the change: Roadmap 2027, Changed' }), {
      key: 'Enter',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Hub: Changed' });
    const diff = within(dialog).getByRole('table', { name: 'Values before and after the change' });
    const name = within(diff).getByRole('rowheader', { name: /name/ }).closest('tr')!;
    expect(within(name).getByText('Roadmap')).toBeTruthy();
    expect(within(name).getByText('Roadmap 2027')).toBeTruthy();
    expect(within(diff).queryByText('icon')).toBeNull();
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    stubZone([]);
    renderAsAdmin(<ZoneActivityPanel zoneId={ZONE} />);
    expect(await screen.findByText('No changes recorded yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'dashboard' } });
    expect(await screen.findByText('No changes match these filters')).toBeTruthy();
  });

  it('shows loading rows while the first page loads', async () => {
    stubApi((call) => {
      if (call.path === `/zones/${ZONE}/members`) return jsonResponse([]);
      // The activity never answers in this test.
      if (call.path === activityPath) return new Promise<Response>(() => {});
      return undefined;
    });
    renderAsAdmin(<ZoneActivityPanel zoneId={ZONE} />);
    const table = await screen.findByRole('table', { name: 'Zone activity' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No changes recorded yet')).toBeNull();
  });
});
