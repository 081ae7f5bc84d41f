import { SUPPORTED_LANGUAGE_TAGS } from '@atrium/schema';
import { MAIL_LOCALES, MAIL_TEXTS, mailLocaleOf, mailText } from './mail-texts.js';
import type { MailTextId } from './mail-texts.js';

/** The argument names an ICU message uses (`{to}`, `{left, plural, …}`); `#` is not one. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
}

const ids = Object.keys(MAIL_TEXTS.en) as MailTextId[];
const values = {
  to: 'ada@example.com',
  who: 'grace@example.com',
  zone: 'Analytical',
  role: 'admin',
  left: 3,
};

describe('mail texts', () => {
  it('cover every language the preferences offer', () => {
    const offered = [...new Set(SUPPORTED_LANGUAGE_TAGS.map((tag) => tag.split('-')[0]))].sort();
    expect([...MAIL_LOCALES].sort()).toEqual(offered);
  });

  it.each(MAIL_LOCALES)('%s has every message, with the source’s arguments only', (locale) => {
    expect(Object.keys(MAIL_TEXTS[locale]).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect([id, argumentsOf(MAIL_TEXTS[locale][id])]).toEqual([id, argumentsOf(MAIL_TEXTS.en[id])]);
  });

  it.each(MAIL_LOCALES)('%s renders every message with its values filled', (locale) => {
    for (const id of ids) {
      const text = mailText(locale, id, values);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/\{\w+/);
    }
  });

  it('counts recovery codes in each language', () => {
    expect(mailText('en', 'recoveryCodeUsed.body1', { left: 1 })).toContain('1 unused code left.');
    expect(mailText('en', 'recoveryCodeUsed.body1', { left: 4 })).toContain('4 unused codes left.');
    expect(mailText('de', 'recoveryCodeUsed.body1', { left: 1 })).toContain('1 ungenutzter Code übrig.');
    expect(mailText('de', 'recoveryCodeUsed.body1', { left: 0 })).toContain('0 ungenutzte Codes übrig.');
    expect(mailText('ja', 'recoveryCodeUsed.body1', { left: 2 })).toContain('残り 2 個');
  });

  it('inserts values as text: braces in a zone name are not read as a message', () => {
    expect(mailText('de', 'invitation.subject', { zone: '{role} {#}' })).toBe(
      'Du bist eingeladen, „{role} {#}“ auf Atrium beizutreten',
    );
  });

  it('picks the language of a preference tag, English otherwise', () => {
    expect(mailLocaleOf('de-DE')).toBe('de');
    expect(mailLocaleOf('ja-JP')).toBe('ja');
    expect(mailLocaleOf('en-GB')).toBe('en');
    expect(mailLocaleOf('fr-FR')).toBe('en');
    expect(mailLocaleOf(null)).toBe('en');
  });
});
