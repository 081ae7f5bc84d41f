import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
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

  it('uses no blur filter, which a GPU-less browser rasterises slowly', async () => {
    stubApi();
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: /shaped by data/i });
    const hero = heading.closest('section');
    expect(hero).not.toBeNull();
    const blurred = [hero!, ...hero!.querySelectorAll('*')].filter((element) =>
      /(^|\s)(backdrop-)?blur(-|\s|$)/.test(element.getAttribute('class') ?? ''),
    );
    expect(blurred).toEqual([]);
  });
});
