import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import seed from '../../../../seeds/navigation.json';
import { SEEDED_TEXTS, translateDataText } from './data-labels';

describe('translateDataText', () => {
  it('knows every title and description the navigation seed stores', () => {
    const seeded = seed.navigation.flatMap((item) => [item.title, (item.description as string | undefined) ?? null]);
    for (const text of seeded) if (text) expect(SEEDED_TEXTS).toContain(text);
  });

  it('shows seeded text in the active language and anything else as typed', () => {
    expect(translateDataText(i18n, 'My custom menu')).toBe('My custom menu');
    expect(translateDataText(i18n, 'Zones')).toBe('Zones');
    expect(translateDataText(i18n, null)).toBeNull();
    expect(translateDataText(i18n, 'constructor')).toBe('constructor');
  });
});
