import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';

// Tests read the source (English) messages: the macros keep them outside production builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Puts the Lingui provider around a test's own wrapper, as the client does around the app. */
export function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nTestWrapper({ children }: { children: ReactNode }) {
    return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  };
}

/**
 * Testing Library with the Lingui provider around every render and renderHook (libs/ui's and the
 * client's test setups mock `@testing-library/react` with it).
 */
export function withLinguiProvider(actual: typeof TestingLibrary): typeof TestingLibrary {
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
}
