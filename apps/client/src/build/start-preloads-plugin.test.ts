import { afterEach, describe, expect, it } from 'vitest';
import { planStartPreloads, startPreloadScript, type PlanChunk } from '../../vite/start-preloads-plugin';
import { LAST_LANGUAGE_KEY } from '../i18n/language-storage';

const src = '/app/src';
const chunk = (fileName: string, imports: string[], facade: string | null, isEntry = false): PlanChunk => ({
  fileName,
  isEntry,
  facadeModuleId: facade,
  moduleIds: facade ? [facade] : [],
  imports,
});

// A bundle shaped like the client's: the entry and React (index.html loads them), the landing
// page and its layout with shared chunks, a catalogue per language and the core server messages.
const chunks: PlanChunk[] = [
  chunk('assets/index-1.js', ['assets/react-1.js'], `${src}/main.tsx`, true),
  chunk('assets/react-1.js', [], null),
  chunk('assets/LandingPage-1.js', ['assets/card-1.js', 'assets/index-1.js'], `${src}/pages/LandingPage.tsx`),
  chunk('assets/card-1.js', ['assets/react-1.js'], `${src}/card.tsx`),
  chunk('assets/PublicLayout-1.js', ['assets/layout-shell-1.js'], `${src}/layouts/PublicLayout.tsx`),
  chunk('assets/layout-shell-1.js', ['assets/dialog-1.js'], null),
  chunk('assets/dialog-1.js', ['assets/index-1.js'], null),
  chunk('assets/LoginPage-1.js', ['assets/card-1.js'], `${src}/pages/LoginPage.tsx`),
  chunk('assets/i18n-en-core-1.js', [], `${src}/locales/en/core.po`),
  chunk('assets/i18n-de-core-1.js', [], `${src}/locales/de/core.po`),
  chunk('assets/server-messages-1.js', ['assets/limits-1.js'], `${src}/auth/server-messages.ts`),
  chunk('assets/limits-1.js', [], null),
];
const plan = planStartPreloads(
  chunks,
  [
    {
      path: '/',
      pageModule: `${src}/pages/LandingPage.tsx`,
      layoutModule: `${src}/layouts/PublicLayout.tsx`,
      area: 'core',
    },
    { path: '/login', pageModule: `${src}/pages/LoginPage.tsx`, layoutModule: null, area: 'core' },
  ],
  src,
);

/** Runs the built script at `path` (jsdom) and returns the hrefs it preloads. */
function preloadsAt(path: string, language?: string): string[] {
  window.history.replaceState(null, '', path);
  if (language) localStorage.setItem(LAST_LANGUAGE_KEY, language);
  new Function(startPreloadScript(plan, '/'))();
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  localStorage.clear();
});

describe('start preloads (vite/start-preloads-plugin.ts)', () => {
  it("preloads the landing page's chunks, its layout's and everything they import beyond the first scripts", () => {
    expect(plan.paths['/'].files.sort()).toEqual(
      [
        'assets/LandingPage-1.js',
        'assets/card-1.js',
        'assets/PublicLayout-1.js',
        'assets/layout-shell-1.js',
        'assets/dialog-1.js',
      ].sort(),
    );
  });

  it('adds the links at the landing address, with the catalogue of the start-up language', () => {
    const hrefs = preloadsAt('/');
    expect(hrefs).toContain('/assets/LandingPage-1.js');
    expect(hrefs).toContain('/assets/dialog-1.js');
    expect(hrefs).toContain('/assets/i18n-en-core-1.js');
    expect(hrefs).toContain('/assets/server-messages-1.js');
    expect(hrefs).toContain('/assets/limits-1.js');
    expect(hrefs).not.toContain('/assets/index-1.js'); // index.html loads it already
    expect(hrefs).not.toContain('/assets/LoginPage-1.js');
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('follows the stored language, and adds nothing at an address it has no guess for', () => {
    expect(preloadsAt('/login', 'de-DE')).toContain('/assets/i18n-de-core-1.js');
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    expect(preloadsAt('/zones')).toEqual([]);
  });
});
