import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel } from './audit-labels';

/** The labels are in the `workspace` catalogue: a zone's Activity shows them as the admin Audit log does. */
async function i18nIn(locale: 'en' | 'de' | 'ja') {
  const { messages } = (await import(`../../../locales/${locale}/workspace.po`)) as { messages: Messages };
  return setupI18n({ locale, messages: { [locale]: messages } });
}

describe('the audit log names themes, forms and API keys', () => {
  it.each([
    ['en', ['Theme', 'Form', 'API key'], ['Activated', 'Published', 'Revoked']],
    ['de', ['Theme', 'Formular', 'API-Schlüssel'], ['Aktiviert', 'Veröffentlicht', 'Widerrufen']],
    ['ja', ['テーマ', 'フォーム', 'API キー'], ['適用', '公開', '取り消し']],
  ] as const)('in %s: their kinds and their own actions', async (locale, kinds, actions) => {
    const i18n = await i18nIn(locale);
    expect((['theme', 'form', 'api_key'] as const).map((kind) => auditEntityLabel(i18n, kind))).toEqual(
      kinds,
    );
    expect(['activate', 'publish', 'revoke'].map((action) => auditActionLabel(i18n, action))).toEqual(
      actions,
    );
  });
});

describe('the audit words that other screens use with another meaning', () => {
  it.each([
    ['de', 'Theme', 'Erstellt'],
    ['ja', 'テーマ', '作成'],
  ] as const)(
    'in %s: the theme kind is not the colour scheme, "Created" is the action, not a date column',
    async (locale, theme, created) => {
      const i18n = await i18nIn(locale);
      expect(auditEntityLabel(i18n, 'theme')).toBe(theme);
      expect(auditActionLabel(i18n, 'create')).toBe(created);
    },
  );
});
