import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { jsonResponse, stubApi } from '@/features/schema-ui/testing/harness';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { RouteCheckCard } from './RouteCheckCard';

const NAV_ID = '55555555-5555-4555-8555-555555555555';

afterEach(() => vi.unstubAllGlobals());

describe('RouteCheckCard', () => {
  it("links a navigation item's problem to the navigation builder, and a route's problem to nothing", async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/routes/validate'
        ? jsonResponse({
            ok: false,
            checked: 12,
            components_checked: true,
            problems: [
              { route_id: 'r-1', name: 'reports', severity: 'error', message: 'Component "Nope" not found' },
              {
                route_id: null,
                navigation_id: NAV_ID,
                name: 'Reports',
                severity: 'warning',
                message: 'Menu item "Reports" links to a route that does not exist',
              },
            ],
          })
        : undefined,
    );
    renderInRouter(<RouteCheckCard />, { auth: signedInAs('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Check routes' }));
    const list = await screen.findByRole('list', { name: 'Route problems' });
    const [routeProblem, navProblem] = within(list).getAllByRole('listitem');
    expect(within(routeProblem).queryByRole('link')).toBeNull();
    const fix = within(navProblem).getByRole('link', { name: 'Fix the navigation item Reports' });
    expect(fix.getAttribute('href')).toBe(`/admin/navigation?item=${NAV_ID}`);
    expect(fix.textContent).toBe('Fix');
  });

  it('shows the problems in the reader’s language', async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['admin']);
    try {
      stubApi((call) =>
        call.method === 'POST' && call.path === '/routes/validate'
          ? jsonResponse({
              ok: false,
              checked: 3,
              components_checked: true,
              problems: [
                {
                  route_id: 'r-1',
                  name: 'reports',
                  severity: 'error',
                  message: "Component NoSuchPage not found (the page shows 'Component Not Found')",
                },
                {
                  route_id: null,
                  navigation_id: NAV_ID,
                  name: 'Reports',
                  severity: 'warning',
                  message: 'Navigation item "Reports" links to "/reports", which no route serves',
                },
                {
                  route_id: 'r-2',
                  name: 'files',
                  severity: 'error',
                  message:
                    'Invalid path "/files/a b": Path must not contain whitespace (the page shows \'Invalid Route Configuration\')',
                },
                {
                  route_id: 'r-3',
                  name: 'docs',
                  severity: 'error',
                  message: 'Not routed: Invalid path "/docs//x": Path must not contain "//"',
                },
              ],
            })
          : undefined,
      );
      renderInRouter(<RouteCheckCard />, { auth: signedInAs('admin') });
      fireEvent.click(await screen.findByRole('button', { name: 'Routen prüfen' }));
      const list = await screen.findByRole('list', { name: 'Routenprobleme' });
      const [routeProblem, navProblem, pathProblem, skipped] = within(list).getAllByRole('listitem');
      expect(routeProblem.textContent).toContain('Komponente NoSuchPage nicht gefunden');
      expect(navProblem.textContent).toContain('Navigationseintrag „Reports“ verweist auf „/reports“');
      // A path's own problem, inside the check's, is translated too.
      expect(pathProblem.textContent).toContain(
        'Ungültiger Pfad „/files/a b“: Der Pfad darf keine Leerzeichen enthalten (die Seite zeigt',
      );
      expect(skipped.textContent).toContain(
        'Nicht geroutet: Ungültiger Pfad „/docs//x“: Der Pfad darf kein „//“ enthalten',
      );
    } finally {
      await activateLanguage('en-US');
    }
  });
});
