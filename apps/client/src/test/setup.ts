import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { withI18n } from './i18n-wrapper';

// Every render and renderHook gets the Lingui provider the app has at its root.
vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof TestingLibrary>();
  type RenderOptions = Parameters<typeof actual.render>[1];
  type RenderHookOptions = Parameters<typeof actual.renderHook>[1];
  const render = (ui: Parameters<typeof actual.render>[0], options?: RenderOptions) =>
    actual.render(ui, { ...options, wrapper: withI18n(options?.wrapper) });
  const renderHook = (hook: Parameters<typeof actual.renderHook>[0], options?: RenderHookOptions) =>
    actual.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) });
  return {
    ...actual,
    render: render as typeof actual.render,
    renderHook: renderHook as typeof actual.renderHook,
  };
});

// findBy… and waitFor give up after 1 s by default, which a loaded CI machine exceeded.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = '';
});
