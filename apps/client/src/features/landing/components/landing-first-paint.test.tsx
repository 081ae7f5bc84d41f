import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigPreview } from './ConfigPreview';

/**
 * What the landing page's first paint must not pay for (tools/bench/routing.mjs, cold cache):
 * in headless Chromium each cost a measurable slice of the time to the hero.
 */
describe('the landing page’s first paint', () => {
  it('formats no number: the first Intl formatter of a page costs ~20 ms (ICU data)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    render(<ConfigPreview />);
    expect(screen.getByText('routes · 1 row')).toBeTruthy();
    expect(numberFormat).not.toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
  });
});
