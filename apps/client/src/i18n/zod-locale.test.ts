import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activateLanguage } from './i18n';

const tooShort = () => z.string().min(3).safeParse('a').error?.issues[0].message;

describe("zod's generic messages follow the interface language", () => {
  afterAll(() => activateLanguage('en-US'));

  it('words them in German and Japanese once chosen, and in English again after', async () => {
    await activateLanguage('de-DE');
    expect(i18n.locale).toBe('de');
    await vi.waitFor(() => expect(tooShort()).toBe('Zu klein: erwartet, dass string >=3 Zeichen hat'));
    await activateLanguage('ja-JP');
    await vi.waitFor(() => expect(tooShort()).toMatch(/^小さすぎる値/));
    await activateLanguage('en-GB');
    await vi.waitFor(() => expect(tooShort()).toBe('Too small: expected string to have >=3 characters'));
    // A schema's own message is never zod's to word.
    expect(z.string().min(3, 'Name is too short').safeParse('a').error?.issues[0].message).toBe(
      'Name is too short',
    );
  });
});
