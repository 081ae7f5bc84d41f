import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_POLL_INTERVAL_MS, useLiveTheme } from './live-theme';

// An open page and the active theme: index.html carries the theme inline with its ETag; the
// page asks GET /api/themes/active conditionally while visible and re-links the stylesheet when
// the answer is a new theme.

let visibility: DocumentVisibilityState = 'visible';
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, etag?: string): Response {
  return new Response(status === 304 ? null : '{}', { status, headers: etag ? { etag } : {} });
}

/** What If-None-Match each request sent (null: an unconditional one). */
function askedWith(): (string | null)[] {
  return fetchMock.mock.calls.map(([, init]) =>
    new Headers((init as RequestInit).headers).get('if-none-match'),
  );
}

const themeLinks = () => document.head.querySelectorAll('link[data-atrium-theme]');

function mount() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveTheme(), { wrapper });
}

/** The tab is shown again (the browser fires visibilitychange on the document; it bubbles). */
async function show() {
  visibility = 'visible';
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = `<style data-atrium-theme data-etag='"teal"'>:root{--primary:#0f766e}</style>`;
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('useLiveTheme', () => {
  it('asks nothing at start (the page names its theme), then every 30 s; a 304 re-links nothing', async () => {
    fetchMock.mockResolvedValue(answer(304));
    mount();
    await wait(THEME_POLL_INTERVAL_MS - 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1000);
    await wait(THEME_POLL_INTERVAL_MS);
    expect(askedWith()).toEqual(['"teal"', '"teal"']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/themes/active');
    expect(themeLinks()).toHaveLength(0);
    expect(document.querySelector('style[data-atrium-theme]')).not.toBeNull();
  });

  it('re-links the stylesheet once when the theme changed, and asks with the new ETag after', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '"indigo"')).mockResolvedValue(answer(304));
    mount();
    await show();
    expect(themeLinks()).toHaveLength(1);
    expect(themeLinks()[0]?.getAttribute('href')).toMatch(/^\/api\/themes\/active\.css\?v=/);
    await show();
    await wait(THEME_POLL_INTERVAL_MS);
    expect(askedWith()).toEqual(['"teal"', '"indigo"', '"indigo"']);
    expect(themeLinks()).toHaveLength(1);
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    fetchMock.mockResolvedValue(answer(200, '"indigo"'));
    visibility = 'hidden';
    mount();
    await wait(3 * THEME_POLL_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(themeLinks()).toHaveLength(0);
    await show();
    expect(askedWith()).toEqual(['"teal"']);
    expect(themeLinks()).toHaveLength(1);
  });

  it('takes the first answer as the shown theme when index.html linked the stylesheet', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/api/themes/active.css" data-atrium-theme>';
    fetchMock.mockResolvedValueOnce(answer(200, '"teal"')).mockResolvedValue(answer(304));
    mount();
    await wait(0);
    await wait(THEME_POLL_INTERVAL_MS);
    expect(askedWith()).toEqual([null, '"teal"']);
    expect(themeLinks()[0]?.getAttribute('href')).toBe('/api/themes/active.css');
  });
});
