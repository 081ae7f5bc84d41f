import type { Role } from '@atrium/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderAsAdmin, stubApi } from '@/features/schema-ui/testing/harness';
import { activateLanguage } from '@/i18n/i18n';
import { newBuilderGrant, type BuilderGrant } from '../utils/builder-schema';
import { BuilderGrants } from './BuilderGrants';

const role = (name: string, label: string): Role => ({
  name,
  label,
  description: '',
  is_system: name === 'admin' || name === 'user',
  user_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const ROLES = [
  role('admin', 'Admin'),
  role('user', 'Member'),
  role('editor', 'Editor'),
  role('auditor', 'auditor'),
];

function Harness({ initial, onGrants }: { initial: BuilderGrant[]; onGrants?: (g: BuilderGrant[]) => void }) {
  const [grants, setGrants] = useState(initial);
  return (
    <BuilderGrants
      id="builder"
      grants={grants}
      fields={[]}
      problems={() => []}
      onChange={(next) => {
        setGrants(next);
        onGrants?.(next);
      }}
    />
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? ' [taken]' : ''}`);

describe('BuilderGrants', () => {
  it("picks each grant's role from the existing roles, admins left out, each role once", async () => {
    stubApi(({ path }) => (path === '/roles' ? jsonResponse(ROLES) : undefined));
    let latest: BuilderGrant[] = [];
    renderAsAdmin(<Harness initial={[newBuilderGrant({ role: 'user' })]} onGrants={(g) => (latest = g)} />);
    await screen.findByRole('option', { name: 'Editor (editor)' });
    const first = screen.getByRole('combobox', { name: 'Role 1' });
    expect(optionTexts(first)).toEqual(['Member (user)', 'Editor (editor)', 'auditor']);

    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const second = screen.getByRole('combobox', { name: 'Role 2' });
    // A new row starts unchosen; the first row's role is not offered twice.
    expect((second as HTMLSelectElement).value).toBe('');
    expect(optionTexts(second)).toEqual([
      'Choose a role…',
      'Member (user) [taken]',
      'Editor (editor)',
      'auditor',
    ]);
    fireEvent.change(second, { target: { value: 'editor' } });
    expect(latest.map((g) => g.role)).toEqual(['user', 'editor']);
    expect(screen.getByRole('checkbox', { name: 'editor may read' })).toBeTruthy();
    expect(optionTexts(screen.getByRole('combobox', { name: 'Role 1' }))).toContain(
      'Editor (editor) [taken]',
    );
  });

  it('names a system role in the reader’s language, as the Roles tab does', async () => {
    // A German admin read "User (user)" here and "Benutzer" on the Roles tab.
    await activateLanguage('de-DE');
    try {
      stubApi((call) =>
        call.method === 'GET' && call.path === '/roles'
          ? jsonResponse([role('user', 'User'), role('editor', 'Editor')])
          : undefined,
      );
      renderAsAdmin(<Harness initial={[newBuilderGrant({ role: 'user' })]} />);
      await screen.findByRole('option', { name: 'Benutzer (user)' });
      expect(screen.getByRole('option', { name: 'Editor (editor)' })).toBeTruthy();
    } finally {
      await activateLanguage('en-US');
    }
  });

  it('keeps a role the schema names that does not exist, marked as such', async () => {
    stubApi(({ path }) => (path === '/roles' ? jsonResponse(ROLES) : undefined));
    renderAsAdmin(<Harness initial={[newBuilderGrant({ role: 'ghost' })]} />);
    const select = screen.getByRole('combobox', { name: 'Role 1' });
    expect((select as HTMLSelectElement).value).toBe('ghost');
    await screen.findByRole('option', { name: 'ghost (no such role)' });
    expect((select as HTMLSelectElement).value).toBe('ghost');
  });

  it('falls back to typing the name when the roles cannot be listed', async () => {
    stubApi(() =>
      jsonResponse({ error: 'Forbidden', code: 'FORBIDDEN', message: 'No', timestamp: 'now' }, 403),
    );
    let latest: BuilderGrant[] = [];
    renderAsAdmin(<Harness initial={[newBuilderGrant({ role: 'user' })]} onGrants={(g) => (latest = g)} />);
    const input = await screen.findByRole('textbox', { name: 'Role 1' });
    fireEvent.change(input, { target: { value: 'editor' } });
    expect(latest[0].role).toBe('editor');
  });
});
