import { builtinCollection, type AdminUser, type Role, type SchemaEntry } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/features/settings/test/render-in-router';
import { listViewKey } from '@/features/schema-ui/utils/list-view-state';
import { preferencesKeys } from '@/features/settings/api/preferences-api';
import { createTestQueryClient } from '@/test/render';
import {
  ADMIN,
  PREFERENCES,
  apiError,
  jsonResponse,
  renderAsAdmin,
  stubApi,
  type ApiCall,
} from '@/features/schema-ui/testing/harness';
import { projects } from '@/features/schema-ui/testing/fixtures';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { RolesPanel } from './RolesPanel';
import { InviteUserDialog } from './InviteUserDialog';
import { UsersPanel } from './UsersPanel';

const role = (name: string, label: string, is_system = true, user_count = 1): Role => ({
  name,
  label,
  description: '',
  is_system,
  user_count,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const ROLES: Role[] = [
  role('guest', 'Guest', true, 0),
  role('user', 'User', true, 3),
  role('admin', 'Admin'),
  role('super_admin', 'Super admin'),
  role('platform_owner', 'Platform owner'),
  role('editor', 'Editor', false, 2),
];

const ACCESS = { actions: [], read_fields: [], write_fields: [], scope: { kind: 'all' } } as const;
const SCHEMAS: SchemaEntry[] = [
  { name: 'projects', builtin: false, version: 2, updated_at: null, schema: projects, access: ACCESS },
  {
    name: 'routes',
    builtin: true,
    version: null,
    updated_at: null,
    schema: builtinCollection('routes')!,
    access: ACCESS,
  },
];

let n = 0;
function user(first: string, roleName: string, extra: Partial<AdminUser> = {}): AdminUser {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `${first.toLowerCase()}@example.com`,
    email_verified: true,
    role: roleName,
    profile: { first_name: first, last_name: 'Tester', role: roleName },
    mfa_enabled: false,
    created_at: '2025-02-03T10:00:00.000Z',
    is_disabled: false,
    invited: false,
    ...extra,
  };
}

const max = user('Max', 'user', { mfa_enabled: true });
const olga = user('Olga', 'platform_owner');
const me = user('Adam', 'admin', { id: ADMIN.user!.id, email: ADMIN.user!.email });

/** The admin API over `users`, recording calls; `answer` may override any call. */
function stubUsersApi(users: AdminUser[], answer: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'GET' && call.path === '/roles') return jsonResponse(ROLES);
    if (call.method === 'GET' && call.path === '/schemas') return jsonResponse(SCHEMAS);
    if (call.method === 'GET' && call.path === '/users') {
      return jsonResponse(users, 200, {
        'Content-Range': users.length ? `0-${users.length - 1}/${users.length}` : '*/0',
      });
    }
    return undefined;
  });
}

const userGets = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/users');

async function openMenu(name: string, actionsFor = 'Actions for') {
  const trigger = await screen.findByRole('button', { name: `${actionsFor} ${name}` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

afterEach(() => vi.unstubAllGlobals());

describe('UsersPanel', () => {
  it('lists users with role, status and 2FA, counting them with Prefer: count=exact', async () => {
    const calls = stubUsersApi([me, max, olga]);
    renderAsAdmin(<UsersPanel />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Max Tester')).toBeTruthy();
    const row = within(table).getByText('max@example.com').closest('tr')!;
    expect(within(row).getByText('User')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('On')).toBeTruthy();
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    const [first] = userGets(calls);
    expect(first.headers.get('Prefer')).toBe('count=exact');
    expect(first.query.toString()).toBe('limit=25&offset=0');
  });

  it('on a phone shows the user and the menu, with role and status under the name', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    stubUsersApi([max]);
    renderAsAdmin(<UsersPanel />);
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Max Tester');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User', 'Actions']);
    const cell = within(table).getByText('max@example.com').closest('td')!;
    expect(within(cell).getByText('User')).toBeTruthy();
    expect(within(cell).getByText('Active')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Actions for Max Tester' })).toBeTruthy();
  });

  it('opens the view a link carries, not the one kept in the tab, and keeps the address in step', async () => {
    const calls = stubUsersApi([max]);
    sessionStorage.setItem(listViewKey(ADMIN.user!.id, 'admin:users'), JSON.stringify({ q: 'olga' }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(preferencesKeys.user(ADMIN.user!.id), PREFERENCES);
    queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity });
    const { router } = renderInRouter(<UsersPanel />, {
      auth: ADMIN,
      queryClient,
      // A role name that is not one (a hand edit) and an unknown order are dropped.
      path: '/admin/users?tab=users&q=max&status=invited&sort=-created_at&size=50&role=Robert);DROP',
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Max Tester');
    expect(Object.fromEntries(userGets(calls)[0]!.query)).toEqual({
      q: 'max',
      invited: 'true',
      order: 'created_at.desc',
      limit: '50',
      offset: '0',
    });
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe(
        '?tab=users&q=max&status=invited&sort=-created_at&size=50',
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'all' } });
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe('?tab=users&q=max&sort=-created_at&size=50'),
    );
  });

  it('searches and filters on the server, back to the first page', async () => {
    const calls = stubUsersApi([max]);
    renderAsAdmin(<UsersPanel />);
    await screen.findByText('Max Tester');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'max' } });
    await waitFor(() => expect(userGets(calls).at(-1)!.query.get('q')).toBe('max'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'editor' } });
    await waitFor(() => expect(userGets(calls).at(-1)!.query.get('role')).toBe('editor'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'disabled' } });
    await waitFor(() =>
      expect(Object.fromEntries(userGets(calls).at(-1)!.query)).toEqual({
        q: 'max',
        role: 'editor',
        is_disabled: 'true',
        limit: '25',
        offset: '0',
      }),
    );
  });

  it('sorts on the server by the clicked column, one at a time, back to the first page', async () => {
    const calls = stubUsersApi([max, olga]);
    renderAsAdmin(<UsersPanel />);
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Max Tester');
    expect(userGets(calls).at(-1)!.query.has('order')).toBe(false);
    fireEvent.click(within(table).getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(userGets(calls).at(-1)!.query.get('order')).toBe('created_at.asc'));
    fireEvent.click(within(table).getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(userGets(calls).at(-1)!.query.get('order')).toBe('created_at.desc'));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    // The User column orders by the name it shows; a shift-click does not add a second order.
    fireEvent.click(within(table).getByRole('button', { name: /^User/ }), { shiftKey: true });
    await waitFor(() =>
      expect(Object.fromEntries(userGets(calls).at(-1)!.query)).toEqual({
        order: 'name.asc',
        limit: '25',
        offset: '0',
      }),
    );
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBeNull();
  });

  it('says so when nobody matches the filters, and shows a failure with Retry', async () => {
    let fail = true;
    stubUsersApi([], (call) =>
      call.path === '/users' && fail
        ? jsonResponse({ error: 'x', code: 'INTERNAL', message: 'Database down' }, 500)
        : undefined,
    );
    renderAsAdmin(<UsersPanel />);
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No users yet')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'disabled' } });
    expect(await screen.findByText('No users match these filters')).toBeTruthy();
  });

  it('offers no actions on a user ranked above the admin', async () => {
    stubUsersApi([olga, max]);
    renderAsAdmin(<UsersPanel />);
    await screen.findByText('Olga Tester');
    expect(screen.queryByRole('button', { name: 'Actions for Olga Tester' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Max Tester' })).toBeTruthy();
  });

  it('changes a role through a dialog offering only roles up to the admin’s own, then refreshes the list', async () => {
    const calls = stubUsersApi([max], (call) =>
      call.method === 'PATCH'
        ? jsonResponse({ ...max, role: 'admin', profile: { ...max.profile, role: 'admin' } })
        : undefined,
    );
    renderAsAdmin(<UsersPanel />);
    const menu = await openMenu('Max Tester');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Change role…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Max Tester' });
    const select = within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect(select.value).toBe('user');
    expect([...select.options].map((o) => o.value)).toEqual(['guest', 'user', 'admin', 'editor']);
    fireEvent.change(select, { target: { value: 'admin' } });
    const before = userGets(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/users/${max.id}`);
    expect(patch.body).toEqual({ role: 'admin' });
    expect(await screen.findByText('Role changed')).toBeTruthy();
    expect(screen.getByText('Max Tester is now Admin. It applies from their next request.')).toBeTruthy();
    await waitFor(() => expect(userGets(calls).length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal (the last owner) in the role dialog', async () => {
    stubUsersApi([max], (call) =>
      call.method === 'PATCH'
        ? apiError(409, 'The last platform owner cannot be demoted or disabled')
        : undefined,
    );
    renderAsAdmin(<UsersPanel />);
    const menu = await openMenu('Max Tester');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Change role…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'editor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(
      await within(dialog).findByText('The last platform owner cannot be demoted or disabled'),
    ).toBeTruthy();
  });

  it('disables after a confirmation; an admin cannot disable themselves', async () => {
    const calls = stubUsersApi([me, max], (call) =>
      call.method === 'PATCH' ? jsonResponse({ ...max, is_disabled: true }) : undefined,
    );
    renderAsAdmin(<UsersPanel />);
    const mine = await openMenu('Adam Tester');
    expect(
      within(mine).getByRole('menuitem', { name: 'Disable (not yourself)' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.keyDown(mine, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const menu = await openMenu('Max Tester');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Disable…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Max Tester?' });
    expect(within(confirm).getByText(/signed out on every device/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable user' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ is_disabled: true });
    expect(await screen.findByText('User disabled')).toBeTruthy();
  });

  it('resets 2FA (saying they must set it up again) and signs out all sessions', async () => {
    const calls = stubUsersApi([max], (call) => {
      if (call.path.endsWith('/reset-2fa')) return jsonResponse({ ...max, mfa_enabled: false });
      if (call.path.endsWith('/signout-all')) return jsonResponse({ revoked: 3 });
      return undefined;
    });
    renderAsAdmin(<UsersPanel />);
    let menu = await openMenu('Max Tester');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Reset 2FA…' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Reset two-factor authentication for Max Tester?',
    });
    expect(within(confirm).getByText(/must set two-factor authentication up again/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset 2FA' }));
    expect(await screen.findByText('Two-factor authentication reset')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/reset-2fa'))!.method).toBe('POST');

    menu = await openMenu('Max Tester');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out all sessions…' }));
    confirm = await screen.findByRole('dialog', { name: 'Sign Max Tester out everywhere?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out all sessions' }));
    expect(await screen.findByText('3 sessions of Max Tester ended.')).toBeTruthy();
  });
});

describe('UsersPanel 2FA reset', () => {
  it('is offered only for a user whose 2FA is on: off, the item says so and cannot be chosen', async () => {
    const otto = user('Otto', 'user', { mfa_enabled: false });
    const calls = stubUsersApi([max, otto]);
    renderAsAdmin(<UsersPanel />);
    const menu = await openMenu('Otto Tester');
    expect(within(menu).queryByRole('menuitem', { name: 'Reset 2FA…' })).toBeNull();
    const off = within(menu).getByRole('menuitem', { name: 'Reset 2FA (2FA is off)' });
    expect(off.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(off);
    expect(
      screen.queryByRole('dialog', { name: 'Reset two-factor authentication for Otto Tester?' }),
    ).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/reset-2fa'))).toBe(false);
  });
});

describe('UsersPanel invitations', () => {
  it('invites someone: the dialog offers roles up to the admin’s own and sends only what was filled in', async () => {
    const calls = stubUsersApi([max], (call) =>
      call.method === 'POST' && call.path === '/users/invite'
        ? jsonResponse(user('Nina', 'editor', { email: 'nina@example.com', invited: true }), 201)
        : undefined,
    );
    renderAsAdmin(
      <>
        <InviteUserDialog />
        <UsersPanel />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    await waitFor(() => expect(role.options.length).toBeGreaterThan(1));
    const offered = [...role.options].map((o) => o.value);
    expect(offered).toContain('editor');
    expect(offered).toContain('admin');
    expect(offered).not.toContain('super_admin');
    expect(offered).not.toContain('platform_owner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/users/invite')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'nina@example.com' } });
    fireEvent.change(role, { target: { value: 'editor' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Nina' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(calls.find((c) => c.path === '/users/invite')!.body).toEqual({
      email: 'nina@example.com',
      role: 'editor',
      first_name: 'Nina',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a user' })).toBeNull());
  });

  it('shows a taken address under Email and keeps the dialog open', async () => {
    stubUsersApi([max], (call) =>
      call.path === '/users/invite'
        ? jsonResponse(
            {
              error: 'Conflict',
              code: 'CONFLICT',
              message: 'A user with this email address already exists',
              details: [{ path: 'email', message: 'A user with this email address already exists' }],
              timestamp: new Date().toISOString(),
            },
            409,
          )
        : undefined,
    );
    renderAsAdmin(
      <>
        <InviteUserDialog />
        <UsersPanel />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'max@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      (await within(dialog).findAllByText('A user with this email address already exists')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Invite a user' })).toBeTruthy();
  });

  it('an invited user shows as Invited, with Resend and Cancel instead of 2FA and sessions', async () => {
    const ivy = user('Ivy', 'user', { invited: true, email_verified: false });
    const calls = stubUsersApi([ivy], (call) => {
      if (call.path.endsWith('/resend-invite')) return jsonResponse(ivy);
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderAsAdmin(<UsersPanel />);
    expect(await screen.findByText('Invited')).toBeTruthy();
    let menu = await openMenu('Ivy Tester');
    expect(within(menu).queryByRole('menuitem', { name: 'Reset 2FA…' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out all sessions…' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Resend invitation' }));
    expect(await screen.findByText('Invitation sent again')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/resend-invite'))!.method).toBe('POST');

    menu = await openMenu('Ivy Tester');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cancel invitation…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the invitation of Ivy Tester?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Invitation cancelled')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(`/users/${ivy.id}`);
  });

  it('the Invited status filter asks the server for invited=true', async () => {
    const calls = stubUsersApi([max]);
    renderAsAdmin(<UsersPanel />);
    await screen.findByText('Max Tester');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'invited' } });
    await waitFor(() =>
      expect(Object.fromEntries(userGets(calls).at(-1)!.query)).toEqual({
        invited: 'true',
        limit: '25',
        offset: '0',
      }),
    );
  });
});

describe('RolesPanel', () => {
  it('lists system and custom roles with their holders', async () => {
    stubUsersApi([]);
    renderAsAdmin(<RolesPanel />);
    const list = await screen.findByRole('list', { name: 'Roles' });
    await within(list).findByText('Editor');
    expect(within(list).getAllByText('System')).toHaveLength(5);
    expect(within(list).getByText('Custom')).toBeTruthy();
    expect(within(list).getByText('2 users')).toBeTruthy();
    // An admin changes roles up to their own; those above are their holders' (the server says 403).
    for (const name of ['guest', 'user', 'admin', 'editor']) {
      expect(within(list).getByRole('button', { name: `Actions for role ${name}` })).toBeTruthy();
    }
    for (const name of ['super_admin', 'platform_owner']) {
      expect(within(list).queryByRole('button', { name: `Actions for role ${name}` })).toBeNull();
    }
  });

  it('adds a custom role, refusing a name that is not snake_case before sending', async () => {
    const calls = stubUsersApi([], (call) =>
      call.method === 'POST' && call.path === '/roles'
        ? jsonResponse(role('content_editor', 'Content editor', false, 0), 201)
        : undefined,
    );
    renderAsAdmin(<RolesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Content Editor' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Content editor' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await within(dialog).findByText(/^Role names are snake_case/)).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add role' })).toBeTruthy());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'content_editor' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'content_editor',
      label: 'Content editor',
      description: '',
    });
  });

  it('makes the name from the label until the name is typed in itself', async () => {
    stubUsersApi([]);
    renderAsAdmin(<RolesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    const label = within(dialog).getByRole('textbox', { name: 'Label' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    // The label comes first: a person names the role, the machine name follows.
    expect(dialog.querySelectorAll('input')[0]).toBe(label);
    fireEvent.change(label, { target: { value: 'Content editor' } });
    expect(name.value).toBe('content_editor');
    fireEvent.change(label, { target: { value: '2 Über-Prüfer!' } });
    expect(name.value).toBe('uber_prufer');
    fireEvent.change(name, { target: { value: 'reviewer' } });
    fireEvent.change(label, { target: { value: 'Reviewer of drafts' } });
    expect(name.value).toBe('reviewer');
  });

  it('a role in use: the refusal is shown in the delete dialog, system roles cannot be deleted', async () => {
    stubUsersApi([], (call) =>
      call.method === 'DELETE'
        ? apiError(409, 'Role "editor" is held by 2 users: give them another role before deleting it')
        : undefined,
    );
    renderAsAdmin(<RolesPanel />);
    const sys = await openMenu('role admin');
    expect(within(sys).queryByRole('menuitem', { name: 'Delete…' })).toBeNull();
    fireEvent.keyDown(sys, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const menu = await openMenu('role editor');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the role Editor?' });
    expect(within(confirm).getByText(/2 users hold it/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete role' }));
    expect(await within(confirm).findByRole('alert')).toHaveProperty(
      'textContent',
      'Role "editor" is held by 2 users: give them another role before deleting it',
    );
  });

  it('a role in use: the refusal names each use in the reader’s language', async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['admin']);
    try {
      stubUsersApi([], (call) =>
        call.method === 'DELETE'
          ? apiError(
              409,
              'Role "editor" is in use: held by 2 users, required by 1 navigation item, granted permissions by collection "projects". Remove these uses before deleting it',
            )
          : undefined,
      );
      renderAsAdmin(<RolesPanel />);
      const menu = await openMenu('Rolle editor', 'Aktionen für');
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Löschen…' }));
      const confirm = await screen.findByRole('dialog', { name: 'Rolle Editor löschen?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Rolle löschen' }));
      expect(await within(confirm).findByRole('alert')).toHaveProperty(
        'textContent',
        'Die Rolle „editor“ wird verwendet (von 2 Benutzern gehalten, von 1 Navigationseintrag verlangt, Berechtigungen in der Sammlung "projects"). Entferne diese Verwendungen, bevor du sie löschst',
      );
    } finally {
      await activateLanguage('en-US');
    }
  });

  it('grants a custom role read on a registered collection: a dry run, then PATCH /schemas/:name', async () => {
    const calls = stubUsersApi([], (call) =>
      call.method === 'PATCH' && call.path === '/schemas/projects'
        ? jsonResponse({
            name: 'projects',
            action: 'update',
            changes: [
              {
                kind: 'additive',
                change: 'permissions_changed',
                path: 'permissions',
                message: 'Permissions changed for "editor"',
              },
            ],
            destructive: false,
            blockers: [],
            rewrites: [],
            sql: [],
            sql_after_commit: [],
            dry_run: call.query.get('dry_run') === 'true',
            applied: call.query.get('dry_run') !== 'true',
            version: 3,
            schema: null,
          })
        : undefined,
    );
    renderAsAdmin(<RolesPanel />);
    const role = await screen.findByRole('combobox', { name: 'Role' });
    // Admin roles have everything: they are not offered.
    expect(within(role).queryByRole('option', { name: /^Admin/ })).toBeNull();
    fireEvent.change(role, { target: { value: 'editor' } });
    const table = await screen.findByRole('table', { name: 'Permissions of Editor' });
    // A built-in collection's grants are shown, not edited.
    const builtinRead = within(table).getByRole('checkbox', { name: 'Read Routes' }) as HTMLInputElement;
    expect(builtinRead.disabled).toBe(true);
    const read = within(table).getByRole('checkbox', { name: `Read ${projects.label_plural ?? 'Projects'}` });
    fireEvent.click(read);
    expect(screen.getByText('Unsaved changes in 1 collection')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Permissions saved')).toBeTruthy();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.query.get('dry_run'))).toEqual(['true', null]);
    // Both from the version the screen read: a change by someone else meanwhile is a 412, not overwritten.
    expect(patches.map((c) => c.headers.get('If-Match'))).toEqual(['"2"', '"2"']);
    const sent = patches[1].body as { name: string; fields: unknown[]; permissions: Record<string, unknown> };
    expect(sent.name).toBe('projects');
    expect(sent.fields).toEqual(projects.fields);
    expect(sent.permissions).toEqual({
      ...projects.permissions,
      editor: { actions: ['read'], scope: { kind: 'all' } },
    });
  });

  it('saves the schema as stored, not as translated for the reader', async () => {
    // Translated for the test's own language, so the screen shows the translation.
    const translated = { ...projects, translations: { en: { label: 'Venture', label_plural: 'Ventures' } } };
    const calls = stubUsersApi([], (call) => {
      if (call.method === 'GET' && call.path === '/schemas') {
        return jsonResponse([{ ...SCHEMAS[0], schema: translated }, SCHEMAS[1]]);
      }
      if (call.method !== 'PATCH') return undefined;
      const dry = call.query.get('dry_run') === 'true';
      return jsonResponse({
        name: 'projects',
        action: 'update',
        changes: [{ kind: 'additive', change: 'permissions_changed', path: 'permissions', message: '' }],
        destructive: false,
        blockers: [],
        rewrites: [],
        sql: [],
        sql_after_commit: [],
        dry_run: dry,
        applied: !dry,
        version: 3,
        schema: null,
      });
    });
    renderAsAdmin(<RolesPanel />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role' }), { target: { value: 'editor' } });
    const table = await screen.findByRole('table', { name: 'Permissions of Editor' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Read Ventures' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Permissions saved')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'PATCH')[1].body as typeof translated;
    expect([sent.label, sent.label_plural]).toEqual([projects.label, projects.label_plural]);
    expect(sent.translations).toEqual(translated.translations);
  });

  it('refuses to save when the dry run shows more than permission changes', async () => {
    const calls = stubUsersApi([], (call) =>
      call.method === 'PATCH'
        ? jsonResponse({
            name: 'projects',
            action: 'update',
            changes: [
              {
                kind: 'destructive',
                change: 'field_removed',
                field: 'secret',
                path: 'fields.secret',
                message: 'Field "secret" dropped',
              },
            ],
            destructive: true,
            blockers: [],
            rewrites: [],
            sql: [],
            sql_after_commit: [],
            dry_run: true,
            applied: false,
            version: 2,
            schema: null,
          })
        : undefined,
    );
    renderAsAdmin(<RolesPanel />);
    const table = await screen.findByRole('table', { name: 'Permissions of User' });
    fireEvent.click(
      within(table).getByRole('checkbox', { name: `Delete ${projects.label_plural ?? 'Projects'}` }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect((await within(table).findByRole('alert')).textContent).toContain('Field "secret" dropped');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByText('Unsaved changes in 1 collection')).toBeTruthy();
  });

  it('a collection changed by someone else since it was opened: the 412 is shown with Reload, which reads it again', async () => {
    const changed =
      'This collection was changed by someone else since you opened it. Reload to see their change.';
    let version = 2;
    const calls = stubUsersApi([], (call) => {
      if (call.method === 'GET' && call.path === '/schemas') {
        return jsonResponse(SCHEMAS.map((e) => (e.name === 'projects' ? { ...e, version } : e)));
      }
      if (call.method === 'PATCH') {
        return jsonResponse(
          {
            error: 'Precondition Failed',
            code: 'PRECONDITION_FAILED',
            message: changed,
            timestamp: 'now',
            details: [{ path: 'If-Match', message: '"projects" is at version 3 now' }],
          },
          412,
        );
      }
      return undefined;
    });
    renderAsAdmin(<RolesPanel />);
    const table = await screen.findByRole('table', { name: 'Permissions of User' });
    const label = projects.label_plural ?? 'Projects';
    fireEvent.click(within(table).getByRole('checkbox', { name: `Delete ${label}` }));
    version = 3; // another admin saves meanwhile
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect((await within(table).findByRole('alert')).textContent).toBe(changed);
    // Refused at the dry run: nothing was applied, and the draft is still there.
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.query.get('dry_run'))).toEqual(['true']);
    expect(screen.getByText('Unsaved changes in 1 collection')).toBeTruthy();
    const schemaReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/schemas').length;
    const before = schemaReads();
    fireEvent.click(within(table).getByRole('button', { name: `Reload ${label}` }));
    await waitFor(() => expect(within(table).queryByRole('alert')).toBeNull());
    expect(schemaReads()).toBeGreaterThan(before);
    // Their version is shown; this screen's unsaved grant on it is gone.
    expect(screen.queryByText('Unsaved changes in 1 collection')).toBeNull();
    expect(within(table).queryByRole('button', { name: `Reload ${label}` })).toBeNull();
    // The next save goes from the version just read.
    fireEvent.click(within(table).getByRole('checkbox', { name: `Delete ${label}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1].headers.get('If-Match')).toBe('"3"');
  });
});
