import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

// Tests read the source (English) messages: the macros keep them outside production builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Puts the Lingui provider around a test's own wrapper, as the client does around the app. */
function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nTestWrapper({ children }: { children: ReactNode }) {
    return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  };
}

// Every render and renderHook gets the Lingui provider the client has at its root.
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

afterEach(() => {
  vi.unstubAllGlobals();
  if (typeof window === 'undefined') return; // node-environment tests (tokens)
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
