import { resetToasts, Toaster, useTheme } from '@atrium/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { PreferencesSettingsPage } from '@/pages/PreferencesSettingsPage';
import { jsonResponse } from '@/test/render';
import { layOutSearchList } from '../test/lay-out-search-list';
import { renderInRouter, signedInAs } from '../test/render-in-router';
import { PreferencesSync } from './PreferencesSync';

const STORED = { theme: 'light', language: 'en-US', time_zone: 'UTC' };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The preferences API on a fetch stub: GET answers `stored`, PATCH merges into it (or fails). */
function stubPreferencesApi(patchAnswer?: Response) {
  const calls: Call[] = [];
  let stored: Record<string, string> = { ...STORED };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (!url.endsWith('/api/users/me/preferences')) return jsonResponse({ message: 'unexpected' }, 404);
      if (method === 'PATCH') {
        if (patchAnswer) return patchAnswer.clone();
        stored = { ...stored, ...body };
      }
      return jsonResponse(stored);
    }),
  );
  return calls;
}

function ThemeProbe() {
  const { theme, setTheme } = useTheme();
  return (
    <>
      <output data-testid="theme">{theme}</output>
      <button type="button" onClick={() => setTheme('system')}>
        Top bar system theme
      </button>
    </>
  );
}

/** Opens the time zone picker, searches for `query` and chooses the first match with Enter. */
async function chooseTimeZone(query: string) {
  layOutSearchList();
  fireEvent.click(await screen.findByRole('combobox', { name: 'Time zone' }));
  const search = screen.getByRole('combobox', { name: 'Search time zones' });
  fireEvent.change(search, { target: { value: query } });
  await screen.findByRole('option', { name: new RegExp(query, 'i') });
  fireEvent.keyDown(search, { key: 'Enter' });
}

function renderPage() {
  return renderInRouter(
    <>
      <PreferencesSync />
      <PreferencesSettingsPage />
      <ThemeProbe />
      <Toaster />
    </>,
    { auth: signedInAs('user'), path: '/settings/preferences' },
  );
}

afterEach(async () => {
  resetToasts();
  document.documentElement.removeAttribute('lang');
  await act(() => activateLanguage('en-US')); // a test that saved German leaves the next in English
});

describe('preferences form', () => {
  it('shows the stored values, sends only what changed, and applies the saved answer at once', async () => {
    const calls = stubPreferencesApi();
    renderPage();
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect(language.value).toBe('en-US');
    // Its help says all it does: it switches the app's language too, not only dates and numbers.
    expect(language.getAttribute('aria-describedby')).toBe('pref-language-hint');
    expect(document.getElementById('pref-language-hint')?.textContent).toBe(
      "The language of the app's screens, and how dates and numbers are written.",
    );
    expect((screen.getByRole('radio', { name: /Light/ }) as HTMLInputElement).checked).toBe(true);
    // The stored theme drives the page as soon as it loads.
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('light'));
    const save = screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Dark/ }));
    fireEvent.change(language, { target: { value: 'de-DE' } });
    await chooseTimeZone('Europe/Berlin');
    expect(screen.getByTestId('preferences-sample').textContent).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    fireEvent.click(save);

    // Said in the language just saved, not the one the form was shown in.
    expect(await screen.findByText('Präferenzen gespeichert')).toBeTruthy();
    expect(screen.queryByText('Preferences saved')).toBeNull();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ theme: 'dark', language: 'de-DE', time_zone: 'Europe/Berlin' });
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('dark'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    await waitFor(() => expect(save.disabled).toBe(true)); // the form now holds the saved values
  });

  it('picks a time zone by searching for it and pressing Enter', async () => {
    const calls = stubPreferencesApi();
    renderPage();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone.textContent).toMatch(/^UTC\b/);
    layOutSearchList();
    fireEvent.click(zone);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search time zones' }), {
      target: { value: 'tokyo' },
    });
    expect(await screen.findByText(/1 of \d+ time zones match/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search time zones' }), { key: 'Enter' });
    expect(zone.textContent).toBe('Asia/Tokyo (GMT+9)');
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Preferences saved');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ time_zone: 'Asia/Tokyo' });
  });

  it("shows the server's refusal on the form and keeps the choice", async () => {
    stubPreferencesApi(
      jsonResponse(
        {
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Failed to update preferences',
          timestamp: new Date().toISOString(),
          details: [{ path: 'time_zone', message: 'Unknown time zone' }],
        },
        400,
      ),
    );
    renderPage();
    await chooseTimeZone('Europe/Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    // One message, under the field it is about (no alert repeating it)
    expect(await screen.findByText('Unknown time zone')).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Time zone' }).textContent).toMatch(/^Europe\/Paris/);
  });

  it('Discard puts the stored values back', async () => {
    stubPreferencesApi();
    renderPage();
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    fireEvent.change(language, { target: { value: 'ja-JP' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    });
    expect(language.value).toBe('en-US');
  });

  it('a theme picked elsewhere while signed in (the top bar) is saved to the account, quietly', async () => {
    const calls = stubPreferencesApi();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('light'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Top bar system theme' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ theme: 'system' }));
    expect(screen.queryByText('Preferences saved')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /System/ }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
