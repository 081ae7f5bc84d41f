import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../test/render';

function stubHealthy() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        jsonResponse({
          status: 'ok',
          database: { status: 'up', latency_ms: 2 },
          version: '0.1.0',
          uptime_s: 1,
        }),
      ),
    ),
  );
}

describe('app routes', () => {
  it('renders the landing page at / with the footer, version and status', async () => {
    stubHealthy();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /shaped by data/i })).toBeTruthy();
    expect(screen.getByTestId('app-footer')).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toBe(`v${__APP_VERSION__}`);
    await waitFor(() =>
      expect(screen.getByTestId('system-status').textContent).toContain('All systems operational'),
    );
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(document.title).toBe('Atrium — config-as-data workspaces');
  });

  it('lets the theme toggle switch the page to dark', async () => {
    stubHealthy();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('atrium-theme')).toBe('dark');
  });

  it.each(['/no/such/page', '/404'])('shows the not-found page at %s with a link home', async (path) => {
    const { router } = renderApp(path);
    const page = await screen.findByTestId('not-found');
    expect(page.textContent).toContain('Page not found');
    const home = screen.getByRole('link', { name: /back to home/i });
    expect(home.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found · Atrium');

    stubHealthy();
    fireEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('app-footer')).toBeTruthy();
  });
});
