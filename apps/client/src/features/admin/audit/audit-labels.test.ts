import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel } from './audit-labels';

async function i18nIn(locale: 'en' | 'de' | 'ja') {
  const { messages } = (await import(`../../../locales/${locale}/admin.po`)) as { messages: Messages };
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
