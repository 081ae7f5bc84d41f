import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('inside a line of text is a span a paragraph may hold, not a div', () => {
    const { container } = render(
      <p>
        Loading <Skeleton inline className="h-4 w-20" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelector('div')).toBeNull();
    const placeholder = paragraph.querySelector('[data-slot="skeleton"]')!;
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.className).toContain('inline-block');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
  });

  it('named, it is the loading state: a status', () => {
    const { getByRole } = render(<Skeleton aria-label="Loading members" />);
    expect(getByRole('status', { name: 'Loading members' }).tagName).toBe('DIV');
  });
});
