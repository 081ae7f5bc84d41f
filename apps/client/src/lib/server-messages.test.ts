import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, AUTH_FALLBACK_MESSAGES, LAYOUT_NAMES } from '@atrium/schema';
import { CORE_SERVER_MESSAGES } from '@/auth/server-messages';
import { ADMIN_SERVER_MESSAGES } from '@/features/admin/server-messages';
import { TABLE_API_SERVER_MESSAGES } from '@/features/schema-ui/server-messages';
import { WORKSPACE_SERVER_MESSAGES } from '@/features/zones/server-messages';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { translateServerMessage } from './server-messages';

const repo = resolve(__dirname, '../../../..');

/** Every .ts source of the server and libs/schema, as one text. */
function serverSources(): string {
  const roots = [join(repo, 'apps/server/src'), join(repo, 'libs/schema/src')];
  return roots
    .flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
        .map((f) => readFileSync(join(root, f), 'utf8')),
    )
    .join('\n');
}

const ALL_KEYS = [
  ...Object.keys(CORE_SERVER_MESSAGES),
  ...Object.keys(WORKSPACE_SERVER_MESSAGES),
  ...Object.keys(TABLE_API_SERVER_MESSAGES),
  ...Object.keys(ADMIN_SERVER_MESSAGES),
];

describe('server messages', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['workspace', 'admin']);
    expect(i18n.locale).toBe('de');
  });
  afterAll(() => activateLanguage('en-US'));

  it('are keyed by texts the server really sends', () => {
    const sources = serverSources();
    const keys = ALL_KEYS;
    // A few keys are built from libs/schema's constants (the grid's size, the layout names); the
    // rest are literals.
    const literal = keys.filter((k) => !/\d/.test(k) && !k.includes(LAYOUT_NAMES.join(', ')));
    expect(literal.length).toBeGreaterThan(40);
    expect(literal.filter((k) => !sources.includes(k))).toEqual([]);
  });

  it('are shown in German once the areas are loaded', () => {
    expect(translateServerMessage('Zone not found')).toBe('Zone nicht gefunden');
    expect(translateServerMessage('This invitation was revoked')).toBe('Diese Einladung wurde widerrufen');
    expect(translateServerMessage('Sign in failed')).toBe('Anmeldung fehlgeschlagen');
    for (const key of ALL_KEYS) expect(translateServerMessage(key), key).not.toBe(key);
  });

  it('keep their varying part (a name, a number)', () => {
    expect(translateServerMessage('Role "editor" already exists')).toBe(
      'Die Rolle „editor“ existiert bereits',
    );
    expect(
      translateServerMessage('This invitation was sent less than a minute ago: try again in 42 s'),
    ).toContain('42');
    expect(translateServerMessage('Widget "w1" overlaps widget "w2"')).toMatch(/w1.*w2/);
    // A part holding what Lingui would read as an escape comes back exactly.
    expect(translateServerMessage('Path "/a\\u0041" is already served by route "x"')).toBe(
      'Der Pfad „/a\\u0041“ wird bereits von der Route „x“ bedient',
    );
    // A reason inside a refusal is translated on its own.
    expect(translateServerMessage('Some rows do not fit the new rules; nothing was changed')).toBe(
      'Einige Zeilen passen nicht zu den neuen Regeln; nichts wurde geändert',
    );
  });

  it("keep the specification's auth messages exact in English", async () => {
    await activateLanguage('en-US');
    for (const message of [...Object.values(AUTH_ERROR_MESSAGES), ...Object.values(AUTH_FALLBACK_MESSAGES)])
      expect(translateServerMessage(message)).toBe(message);
    await activateLanguage('de-DE');
  });

  it('leave any other text as it is', () => {
    expect(translateServerMessage('Something else went wrong')).toBe('Something else went wrong');
    expect(translateServerMessage('constructor')).toBe('constructor');
    expect(translateServerMessage('Role "a"b" already exists')).toBe('Role "a"b" already exists');
  });
});
