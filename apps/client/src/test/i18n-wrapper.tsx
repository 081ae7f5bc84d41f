import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';

// Tests read the source (English) messages: the macros keep them outside production builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Puts the Lingui provider around a test's own wrapper, as `main.tsx` does around the app. */
export function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nTestWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
