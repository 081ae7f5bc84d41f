import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { invitationMail } from './zone-invitation-mail.js';

describe('the zone invitation mail', () => {
  let dir: string;
  let config: AppConfig;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-invitation-mail-'));
    config = loadConfig({ DATA_DIR: dir, APP_URL: 'https://atrium.example' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const render = (invitedBy: { email: string; name: string } | null, locale: 'en' | 'de' = 'en') =>
    invitationMail(
      config,
      {
        to: 'grace@example.com',
        zoneName: 'Analytical <Engine>',
        role: 'admin',
        invitedBy,
        token: 'tok_123',
        expiresAt: new Date('2030-01-08T00:00:00Z'),
      },
      locale,
    );

  it('names the inviter as the link’s page does, by profile name, with the address beside it', () => {
    const mail = render({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(mail.text).toContain(
      'Ada Lovelace (ada@example.com) invited grace@example.com to join the zone "Analytical <Engine>" on Atrium as admin.',
    );
    expect(mail.html).toContain(
      '<p>Ada Lovelace (ada@example.com) invited grace@example.com to join the zone &#34;Analytical &#60;Engine&#62;&#34; on Atrium as admin.</p>',
    );
    expect(render({ email: 'ada@example.com', name: 'Ada Lovelace' }, 'de').text).toContain(
      'Ada Lovelace (ada@example.com) hat grace@example.com eingeladen',
    );
  });

  it('falls back to the address for an inviter without a name, and to "a zone administrator" without an inviter', () => {
    expect(render({ email: 'ada@example.com', name: '' }).text).toContain(
      'ada@example.com invited grace@example.com to join',
    );
    expect(render(null).text).toContain('A zone administrator invited grace@example.com to join');
  });
});
