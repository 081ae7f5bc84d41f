import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('renders a type="button" with the default variant and md size', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('default');
    expect(button.dataset.size).toBe('md');
    expect(button.className).toContain('bg-primary');
    expect(button.className).toContain('h-9');
    expect(button.className).toContain('focus-visible:ring-2');
  });

  it.each([
    ['default', 'bg-primary'],
    ['secondary', 'bg-secondary'],
    ['outline', 'border-input'],
    ['ghost', 'hover:bg-accent'],
    ['destructive', 'bg-destructive'],
    ['link', 'underline-offset-4'],
  ] as const)('applies the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset.variant).toBe(variant);
    expect(button.className).toContain(expected);
  });

  it.each([
    ['sm', 'h-8'],
    ['md', 'h-9'],
    ['lg', 'h-11'],
    ['icon', 'size-9'],
  ] as const)('applies the %s size', (size, expected) => {
    expect(buttonVariants({ size })).toContain(expected);
  });

  it('keeps the focus in the field being typed in when a submit button is pressed, not when another is', () => {
    render(
      <form>
        <input aria-label="Title" />
        <Button type="submit">Save</Button>
        <Button>Other</Button>
      </form>,
    );
    // fireEvent answers false when the default (moving the focus) was prevented
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Other' }))).toBe(true);
  });

  it('lets a caller class override a variant class', () => {
    render(<Button className="h-12">Tall</Button>);
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button.className).toContain('h-12');
    expect(button.className).not.toContain('h-9');
  });

  it('shows a spinner, is disabled and ignores clicks while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /save/i }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.dataset.loading).toBe('true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('acts once on a double-click, before its pending state could render; keys and later clicks act', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Save</Button>
        <Button type="submit">Create</Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save, { detail: 1 });
    fireEvent.click(save, { detail: 2 });
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(save, { detail: 0 }); // Enter or Space
    fireEvent.click(save, { detail: 1 }); // a click of its own, later
    expect(onClick).toHaveBeenCalledTimes(3);
    const create = screen.getByRole('button', { name: 'Create' });
    fireEvent.click(create, { detail: 1 });
    fireEvent.click(create, { detail: 2 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets every click of a double-click act with repeatClicks (paging)', () => {
    const onClick = vi.fn();
    render(
      <Button repeatClicks onClick={onClick}>
        Next
      </Button>,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(next, { detail: 1 });
    fireEvent.click(next, { detail: 2 });
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is enabled again once loading ends', () => {
    const { rerender } = render(<Button loading>Save</Button>);
    rerender(<Button loading={false}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('replaces the icon of an icon button with the spinner while loading', () => {
    render(
      <Button size="icon" aria-label="Refresh" loading>
        <svg data-testid="icon" />
      </Button>,
    );
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('stays disabled when disabled', () => {
    render(<Button disabled>Nope</Button>);
    expect((screen.getByRole('button', { name: 'Nope' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders its child with button styling when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/docs">Docs</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('/docs');
    expect(link.className).toContain('border-input');
    expect(link.hasAttribute('type')).toBe(false);
    expect(link.hasAttribute('disabled')).toBe(false);
  });

  it('marks an asChild link aria-disabled while loading and keeps its text', () => {
    render(
      <Button asChild loading>
        <a href="/next">Next</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: /next/i });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(link.textContent).toContain('Next');
    expect(link.querySelector('[role="status"]')).not.toBeNull();
  });
});
