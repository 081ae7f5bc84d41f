import type { AdminUser, AuditEntry } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  jsonResponse,
  renderAsAdmin,
  stubApi,
  type ApiCall,
} from '@/features/schema-ui/testing/harness';
import { AdminAuditPage } from '@/pages/admin/AdminAuditPage';
import { AuditLogPanel } from './AuditLogPanel';
import { dayBound } from './audit-api';

const ADA = { id: '22222222-2222-4222-8222-222222222222', email: 'ada@example.com' };
const BOB = { id: '33333333-3333-4333-8333-333333333333', email: 'bob@example.com' };
const ITEM = '44444444-4444-4444-8444-444444444444';

const navUpdate: AuditEntry = {
  id: '55555555-5555-4555-8555-555555555555',
  at: '2025-03-04T10:00:00.000Z',
  actor: ADA,
  entity: 'navigation',
  entity_id: ITEM,
  action: 'update',
  summary: 'Reports',
  before: { id: ITEM, title: 'Old reports', path: '/reports', order_index: 2 },
  after: { id: ITEM, title: 'Reports', path: '/reports', order_index: 2 },
};
const roleChange: AuditEntry = {
  id: '66666666-6666-4666-8666-666666666666',
  at: '2025-03-03T09:00:00.000Z',
  actor: null,
  entity: 'user',
  entity_id: BOB.id,
  action: 'role',
  summary: BOB.email,
  before: { role: 'user' },
  after: { role: 'admin' },
};

const admin = (who: { id: string; email: string }): AdminUser => ({
  ...who,
  email_verified: true,
  role: 'admin',
  profile: { first_name: null, last_name: null, role: 'admin' },
  mfa_enabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
  is_disabled: false,
  invited: false,
});

/** GET /audit answering `entries` (or `answer`'s own), and the admins for the actor filter. */
function stubAuditApi(
  entries: AuditEntry[],
  answer: (call: ApiCall) => Response | undefined = () => undefined,
) {
  return stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/users')
      return jsonResponse(call.query.get('role') === 'admin' ? [admin(ADA)] : []);
    if (call.method === 'GET' && call.path === '/audit') {
      return jsonResponse(entries, 200, {
        'Content-Range': entries.length ? `0-${entries.length - 1}/${entries.length}` : '*/0',
      });
    }
    return undefined;
  });
}

const auditGets = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/audit');

afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPanel', () => {
  it('lists the entries newest first, counted with Prefer: count=exact', async () => {
    const calls = stubAuditApi([navUpdate, roleChange]);
    renderAsAdmin(<AuditLogPanel />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('Reports')).closest('tr')!;
    expect(within(row).getByText('Navigation item')).toBeTruthy();
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(within(row).getByText(ADA.email)).toBeTruthy();
    const other = within(table).getByText(BOB.email).closest('tr')!;
    expect(within(other).getByText('Role changed')).toBeTruthy();
    expect(within(other).getByText('No account')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    const [first] = auditGets(calls);
    expect(first.headers.get('Prefer')).toBe('count=exact');
    expect(first.query.toString()).toBe('limit=50&offset=0');
  });

  it('on a phone shows what changed, with the action, who and when under it', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    stubAuditApi([navUpdate]);
    renderAsAdmin(<AuditLogPanel />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('Reports')).closest('tr')!;
    expect(within(row).getByText('Navigation item · Changed')).toBeTruthy();
    expect(within(row).getByText(new RegExp(`^${ADA.email} · `))).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What']);
  });

  it('filters by kind, person and days on the server', async () => {
    const calls = stubAuditApi([navUpdate]);
    renderAsAdmin(<AuditLogPanel />);
    await screen.findByText('Reports');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'user' } });
    await waitFor(() => expect(auditGets(calls).at(-1)!.query.get('entity')).toBe('user'));
    const who = screen.getByLabelText('Who');
    await within(who).findByRole('option', { name: ADA.email });
    fireEvent.change(who, { target: { value: ADA.id } });
    await waitFor(() => expect(auditGets(calls).at(-1)!.query.get('actor')).toBe(ADA.id));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-04' } });
    await waitFor(() => {
      const query = auditGets(calls).at(-1)!.query;
      expect(query.get('from')).toBe(dayBound('2025-03-01'));
      expect(query.get('to')).toBe(dayBound('2025-03-04', true));
      expect(query.get('offset')).toBe('0');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Who') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens a row with the keyboard and shows the changed keys before and after', async () => {
    stubAuditApi([navUpdate, roleChange]);
    renderAsAdmin(<AuditLogPanel />);
    const row = await screen.findByRole('row', { name: 'Show the change: Reports, Changed' });
    fireEvent.keyDown(row, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Navigation item: Changed' });
    const diff = within(dialog).getByRole('table', { name: 'Values before and after the change' });
    const title = within(diff).getByRole('rowheader', { name: /title/ }).closest('tr')!;
    expect(within(title).getByText('Old reports')).toBeTruthy();
    expect(within(title).getByText('Reports')).toBeTruthy();
    // Unchanged keys are left out.
    expect(within(diff).queryByText('path')).toBeNull();
    expect(within(diff).getAllByRole('row')).toHaveLength(2);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('narrows the list to the person who made a change from its dialog', async () => {
    const calls = stubAuditApi([navUpdate]);
    renderAsAdmin(<AuditLogPanel />);
    fireEvent.click(await screen.findByText('Reports'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Only changes by this person' }));
    await waitFor(() => expect(auditGets(calls).at(-1)!.query.get('actor')).toBe(ADA.id));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists workspace changes with their kind and action, filters by them and opens a dashboard save', async () => {
    const BOARD = '77777777-7777-4777-8777-777777777777';
    const dashboardSave: AuditEntry = {
      id: '88888888-8888-4888-8888-888888888888',
      at: '2025-03-05T10:00:00.000Z',
      actor: ADA,
      entity: 'dashboard',
      entity_id: BOARD,
      action: 'update',
      summary: 'Sales board',
      before: { id: BOARD, name: 'Sales board', widgets: 2 },
      after: { id: BOARD, name: 'Sales board', widgets: 3, widgets_added: ['w3'] },
    };
    const memberAdded: AuditEntry = {
      id: '99999999-9999-4999-8999-999999999999',
      at: '2025-03-05T09:00:00.000Z',
      actor: BOB,
      entity: 'zone_member',
      entity_id: BOB.id,
      action: 'add',
      summary: BOB.email,
      before: null,
      after: { user_id: BOB.id, email: BOB.email, role: 'member' },
    };
    const calls = stubAuditApi([dashboardSave, memberAdded]);
    renderAsAdmin(<AuditLogPanel />);
    const member = await screen.findByRole('row', { name: `Show the change: ${BOB.email}, Added` });
    expect(within(member).getByText('Zone member')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'zone_invitation' } });
    await waitFor(() => expect(auditGets(calls).at(-1)!.query.get('entity')).toBe('zone_invitation'));
    expect(within(screen.getByLabelText('Kind')).getByRole('option', { name: 'Hub' })).toBeTruthy();

    fireEvent.keyDown(await screen.findByRole('row', { name: 'Show the change: Sales board, Changed' }), {
      key: 'Enter',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard: Changed' });
    const diff = within(dialog).getByRole('table', { name: 'Values before and after the change' });
    expect(within(diff).getByRole('rowheader', { name: /widgets_added/ })).toBeTruthy();
    const widgets = within(diff)
      .getByRole('rowheader', { name: /^widgets Changed/ })
      .closest('tr')!;
    expect(within(widgets).getByText('2')).toBeTruthy();
    expect(within(widgets).getByText('3')).toBeTruthy();
  });

  it('names themes, forms and API keys in the kind filter, the rows and the entry dialog', async () => {
    const THEME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const FORM = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    const KEY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const at = '2025-03-06T10:00:00.000Z';
    const themeActivated: AuditEntry = {
      id: 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
      at,
      actor: ADA,
      entity: 'theme',
      entity_id: THEME,
      action: 'activate',
      summary: 'Teal',
      before: { name: 'teal', label: 'Teal', is_active: false },
      after: { name: 'teal', label: 'Teal', is_active: true },
    };
    const formPublished: AuditEntry = {
      id: 'b1b1b1b1-b1b1-4b1b-8b1b-b1b1b1b1b1b1',
      at,
      actor: ADA,
      entity: 'form',
      entity_id: FORM,
      action: 'publish',
      summary: 'Feedback',
      before: { title: 'Feedback', status: 'draft', published_version: null },
      after: { title: 'Feedback', status: 'published', published_version: 1 },
    };
    const keyRevoked: AuditEntry = {
      id: 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1',
      at,
      actor: ADA,
      entity: 'api_key',
      entity_id: KEY,
      action: 'revoke',
      summary: 'CI',
      before: { name: 'CI', prefix: 'atr_abcd1234', revoked_at: null },
      after: { name: 'CI', prefix: 'atr_abcd1234', revoked_at: at },
    };
    const calls = stubAuditApi([themeActivated, formPublished, keyRevoked]);
    renderAsAdmin(<AuditLogPanel />);
    const rows: [string, string][] = [
      ['Show the change: Teal, Activated', 'Theme'],
      ['Show the change: Feedback, Published', 'Form'],
      ['Show the change: CI, Revoked', 'API key'],
    ];
    for (const [name, kind] of rows) {
      const row = await screen.findByRole('row', { name });
      expect(within(row).getByText(kind)).toBeTruthy();
    }

    const kinds = screen.getByLabelText('Kind');
    for (const [value, label] of [
      ['theme', 'Theme'],
      ['form', 'Form'],
      ['api_key', 'API key'],
    ]) {
      expect((within(kinds).getByRole('option', { name: label }) as HTMLOptionElement).value).toBe(value);
      fireEvent.change(kinds, { target: { value } });
      await waitFor(() => expect(auditGets(calls).at(-1)!.query.get('entity')).toBe(value));
    }

    fireEvent.keyDown(await screen.findByRole('row', { name: 'Show the change: Feedback, Published' }), {
      key: 'Enter',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Form: Published' });
    const version = within(dialog)
      .getByRole('rowheader', { name: /published_version/ })
      .closest('tr')!;
    expect(within(version).getByText('1')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(screen.getByRole('row', { name: 'Show the change: Teal, Activated' }), {
      key: 'Enter',
    });
    expect(await screen.findByRole('dialog', { name: 'Theme: Activated' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(screen.getByRole('row', { name: 'Show the change: CI, Revoked' }), { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'API key: Revoked' })).toBeTruthy();
  });

  it('says when nothing is recorded, and when the filters match nothing', async () => {
    stubAuditApi([]);
    renderAsAdmin(<AuditLogPanel />);
    expect(await screen.findByText('No changes recorded yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'role' } });
    expect(await screen.findByText('No changes match these filters')).toBeTruthy();
  });

  it('shows the server’s refusal with Retry', async () => {
    let fail = true;
    const calls = stubAuditApi([navUpdate], (call) =>
      call.path === '/audit' && fail ? apiError(400, 'Invalid audit query') : undefined,
    );
    renderAsAdmin(<AuditLogPanel />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid audit query')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reports')).toBeTruthy();
    expect(auditGets(calls).length).toBeGreaterThanOrEqual(2);
  });
});

describe('AdminAuditPage', () => {
  it('has its heading and the log', async () => {
    stubAuditApi([navUpdate]);
    renderAsAdmin(<AdminAuditPage />);
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeTruthy();
  });
});

describe('dayBound', () => {
  it('is the local start or last millisecond of a day, null for no day', () => {
    expect(dayBound('')).toBeNull();
    expect(dayBound('2025-13-45x')).toBeNull();
    const start = new Date(dayBound('2025-03-01')!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2025, 2, 1, 0,
    ]);
    const end = new Date(dayBound('2025-03-01', true)!);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      1, 23, 59, 999,
    ]);
  });
});
