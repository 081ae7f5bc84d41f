import type { ApiKey, CreatedApiKey, Role } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  jsonResponse,
  renderAsAdmin,
  stubApi,
  type ApiCall,
} from '@/features/schema-ui/testing/harness';
import { AdminApiKeysPage } from '@/pages/admin/AdminApiKeysPage';
import { apiKeyStatus, endOfDay } from './api-keys-api';
import { ApiKeysPanel } from './ApiKeysPanel';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const KEY_VALUE = `atr_${'k'.repeat(43)}`;

const active: ApiKey = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Nightly export',
  role: 'user',
  prefix: 'atr_abcdefgh',
  created_at: '2025-03-01T10:00:00.000Z',
  expires_at: null,
  last_used_at: '2025-03-02T10:00:00.000Z',
  revoked_at: null,
  created_by: { id: ADMIN_ID, email: 'admin@example.com' },
};
const revoked: ApiKey = {
  ...active,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Old sync',
  prefix: 'atr_zyxwvuts',
  last_used_at: null,
  revoked_at: '2025-03-03T10:00:00.000Z',
};

const LABELS: Record<string, string> = {
  guest: 'Guest',
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super admin',
  platform_owner: 'Platform owner',
};
const role = (name: string): Role => ({
  name,
  label: LABELS[name],
  description: '',
  is_system: true,
  user_count: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

function stubKeysApi(keys: ApiKey[], answer: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/api-keys') {
      // The server's paging: limit and offset, and the total in Content-Range.
      const offset = Number(call.query.get('offset') ?? 0);
      const page = keys.slice(offset, offset + Number(call.query.get('limit') ?? 100));
      return jsonResponse(page, 200, {
        'Content-Range': page.length
          ? `${offset}-${offset + page.length - 1}/${keys.length}`
          : `*/${keys.length}`,
      });
    }
    if (call.method === 'GET' && call.path === '/roles')
      return jsonResponse(['guest', 'user', 'admin', 'super_admin', 'platform_owner'].map(role));
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiKeysPanel', () => {
  it('lists keys by name and prefix, never a key, with their status; only active ones can be revoked', async () => {
    stubKeysApi([active, revoked]);
    renderAsAdmin(<ApiKeysPanel />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Nightly export')).toBeTruthy();
    expect(within(table).getByText('atr_abcdefgh…')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Revoked')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Revoke the API key Nightly export' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Revoke the API key Old sync' })).toBeNull();
  });

  it('pages on the server: asks for one page with its total, and the next page by its offset', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...active,
      id: `55555555-5555-4555-8555-${String(i).padStart(12, '0')}`,
      name: `Script ${i + 1}`,
    }));
    const calls = stubKeysApi(many);
    renderAsAdmin(<ApiKeysPanel />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Script 1')).toBeTruthy();
    expect(within(table).queryByText('Script 26')).toBeNull();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/api-keys');
    expect(gets()[0].query.toString()).toBe('limit=25&offset=0');
    expect(gets()[0].headers.get('Prefer')).toBe('count=exact');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Script 26')).toBeTruthy();
    expect(within(table).queryByText('Script 1')).toBeNull();
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
    expect(gets().at(-1)!.query.toString()).toBe('limit=25&offset=25');
  });

  it('says what to do when there is no key yet', async () => {
    stubKeysApi([]);
    renderAsAdmin(<ApiKeysPanel />);
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    stubKeysApi([active], (call) =>
      fail && call.path === '/api-keys' ? apiError(503, 'The database is unavailable') : undefined,
    );
    renderAsAdmin(<ApiKeysPanel />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nightly export')).toBeTruthy();
  });

  it('creates a key and shows it once, with Copy and the warning; closing forgets it', async () => {
    const created: CreatedApiKey = {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'CI',
      role: 'user',
      prefix: KEY_VALUE.slice(0, 12),
      key: KEY_VALUE,
      created_at: '2025-03-04T10:00:00.000Z',
      expires_at: null,
    };
    const calls = stubKeysApi([], (call) =>
      call.method === 'POST' && call.path === '/api-keys' ? jsonResponse(created, 201) : undefined,
    );
    renderAsAdmin(<ApiKeysPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'CI' } });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Admin' })).toBeTruthy());
    expect(within(dialog).queryByRole('option', { name: 'Platform owner' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your API key' });
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(KEY_VALUE);
    expect(within(shown).getByText('You will not see this key again')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'CI', role: 'user' });

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(KEY_VALUE)).toBeNull();
  });

  it('sends the chosen last day as its last millisecond', async () => {
    const calls = stubKeysApi([], (call) =>
      call.method === 'POST'
        ? apiError(400, 'Invalid API key', [{ path: 'name', message: 'Name is required' }])
        : undefined,
    );
    renderAsAdmin(<ApiKeysPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Dated' } });
    fireEvent.change(within(dialog).getByLabelText(/^Expires after/), { target: { value: '2999-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      expires_at: endOfDay('2999-12-31'),
    });
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
  });

  it('revokes only after confirmation', async () => {
    const calls = stubKeysApi([active], (call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    renderAsAdmin(<ApiKeysPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the API key Nightly export' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the API key Nightly export?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api-keys/${active.id}`),
    );
    expect(await screen.findByText('API key revoked')).toBeTruthy();
  });
});

describe('AdminApiKeysPage', () => {
  it('has its heading and the list', async () => {
    stubKeysApi([active]);
    renderAsAdmin(<AdminApiKeysPage />);
    expect(await screen.findByRole('heading', { name: 'API keys', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'API keys' })).toBeTruthy();
  });
});

describe('apiKeyStatus and endOfDay', () => {
  it('tells active, revoked and expired keys apart', () => {
    expect(apiKeyStatus(active)).toBe('active');
    expect(apiKeyStatus(revoked)).toBe('revoked');
    expect(apiKeyStatus({ ...active, expires_at: '2000-01-01T00:00:00.000Z' })).toBe('expired');
  });

  it('is the last millisecond of a local day, null for none', () => {
    expect(endOfDay('')).toBeNull();
    const end = new Date(endOfDay('2025-03-01')!);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      1, 23, 59, 999,
    ]);
  });
});
