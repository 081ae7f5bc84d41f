import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from './i18n';

afterEach(async () => {
  await activateLanguage('en-US');
});

describe('activateLanguage', () => {
  it('declares the language it shows on <html lang>, signed out too', async () => {
    // The sign-in page of a German browser read German under <html lang="en">: a screen reader
    // spoke it with English rules, and Japanese took the English font fallbacks.
    await activateLanguage('de-DE');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    await activateLanguage('ja-JP');
    expect(document.documentElement.getAttribute('lang')).toBe('ja-JP');
  });

  it('keeps <html lang> of the language on screen when an older switch finishes last', async () => {
    const slow = activateLanguage('ja-JP');
    await activateLanguage('de-DE');
    await slow;
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
  });
});
