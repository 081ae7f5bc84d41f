import type { FormSettings, Role } from '@atrium/schema';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAsAdmin, stubApi } from '@/features/schema-ui/testing/harness';
import { activateLanguage } from '@/i18n/i18n';
import { FormSettingsEditor } from './FormSettingsEditor';

const role = (name: string, label: string): Role => ({
  name,
  label,
  description: '',
  is_system: false,
  user_count: 1,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
});
const ROLES = [role('user', 'User'), role('admin', 'Admin'), role('auditor', 'Auditor')];

function renderEditor(settings: FormSettings, problems = new Map<string, string>()) {
  stubApi((call) => (call.method === 'GET' && call.path === '/roles' ? jsonResponse(ROLES) : undefined));
  const onChange = vi.fn();
  renderAsAdmin(<FormSettingsEditor settings={settings} problems={problems} onChange={onChange} />);
  return onChange;
}

afterEach(() => vi.unstubAllGlobals());

describe('FormSettingsEditor: who may fill it in', () => {
  it('offers the roles but the admins’, ticking those the form names', async () => {
    renderEditor({ roles: ['auditor'] });
    expect(((await screen.findByRole('checkbox', { name: 'Auditor' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'User' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).toBeNull();
  });

  it('names the system roles in the reader’s language, a custom role as its admin named it', async () => {
    // The roles table holds the system roles' seeded English; the Roles tab showed them as
    // "Benutzer" while this list said "User" to a German admin.
    await activateLanguage('de-DE');
    try {
      renderEditor({ roles: ['user'] });
      expect(((await screen.findByRole('checkbox', { name: 'Benutzer' })) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(screen.getByRole('checkbox', { name: 'Auditor' })).toBeTruthy();
      expect(screen.queryByRole('checkbox', { name: 'User' })).toBeNull();
    } finally {
      await activateLanguage('en-US');
    }
  });

  it('shows a role deleted since ticked, so unticking takes it out of the settings', async () => {
    const onChange = renderEditor({ roles: ['auditor', 'contractor'] });
    const gone = (await screen.findByRole('checkbox', {
      name: 'contractor (no longer a role)',
    })) as HTMLInputElement;
    expect(gone.checked).toBe(true);
    fireEvent.click(gone);
    expect(onChange).toHaveBeenLastCalledWith({ roles: ['auditor'] });
  });

  it('shows the server’s refusal of a role it names by index', async () => {
    renderEditor({ roles: ['user'] }, new Map([['settings.roles.1', 'Role "auditr" does not exist']]));
    expect((await screen.findByRole('alert')).textContent).toBe('Role "auditr" does not exist');
  });
});
