import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooterPortal,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { Field, FieldError } from './field';
import { Label } from './label';
import { PasswordInput } from './password-input';
import { Switch } from './switch';

describe('PasswordInput', () => {
  it('hides the password until asked, with a labelled toggle', () => {
    render(
      <>
        <Label htmlFor="pw">Password</Label>
        <PasswordInput id="pw" defaultValue="secret" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Field', () => {
  it('renders an error only when there is one', () => {
    const { container, rerender } = render(
      <Field>
        <FieldError id="e">{undefined}</FieldError>
      </Field>,
    );
    expect(container.querySelector('[data-slot="field-error"]')).toBeNull();
    rerender(
      <Field>
        <FieldError id="e">Required</FieldError>
      </Field>,
    );
    expect(screen.getByText('Required').getAttribute('data-slot')).toBe('field-error');
  });
});

describe('Switch', () => {
  it('is a labelled switch that toggles', () => {
    render(<Switch aria-label="Two-factor" />);
    const toggle = screen.getByRole('switch', { name: 'Two-factor' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});

describe('Dialog', () => {
  it('is a named modal dialog with a close button', () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Sign out everywhere?</DialogTitle>
          <DialogDescription>Every device will be signed out.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('keeps a footer’s buttons out of the part that scrolls, the × after them in Tab order', () => {
    render(
      <Dialog open>
        <DialogContent footer={<button type="button">Save</button>}>
          <DialogTitle>Edit schema</DialogTitle>
          <DialogDescription>A long form.</DialogDescription>
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit schema' });
    const body = dialog.querySelector('[data-slot="dialog-body"]')!;
    // The body scrolls (the dialog itself no longer does), the footer is outside it.
    expect(body.className).toContain('overflow-y-auto');
    expect(dialog.className).not.toContain('overflow-y-auto');
    expect(body.contains(screen.getByRole('textbox', { name: 'Name' }))).toBe(true);
    expect(body.contains(screen.getByRole('button', { name: 'Save' }))).toBe(false);
    // Tab goes fields → footer → × (as in a dialog without a footer), and opening focuses the
    // first field, not the ×.
    const close = screen.getByRole('button', { name: 'Close' });
    const order = [...dialog.querySelectorAll('input, button')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );
    expect(order).toEqual(['Name', 'Save', 'Close']);
    expect(body.contains(close)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('draws a footer dialog’s header above the part that scrolls, so nothing scrolls under the ×', () => {
    render(
      <Dialog open>
        <DialogContent footer={<button type="button">Save</button>}>
          <DialogHeader>
            <DialogTitle>Import CSV</DialogTitle>
            <DialogDescription>A long preview.</DialogDescription>
          </DialogHeader>
          <input aria-label="File" />
          <Dialog open>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Discard the import?</DialogTitle>
              </DialogHeader>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>,
    );
    // The nested dialog hides the outer one from the accessibility tree: found by its title.
    const dialog = screen.getByText('Import CSV').closest('[role="dialog"]')!;
    const bar = dialog.querySelector('[data-slot="dialog-header-bar"]')!;
    const body = dialog.querySelector('[data-slot="dialog-body"]')!;
    const title = screen.getByText('Import CSV');
    expect(bar.contains(title)).toBe(true);
    expect(body.contains(title)).toBe(false);
    // The header bar comes before the body (it does not scroll), the field stays in the body.
    expect(bar.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(body.contains(screen.getByRole('textbox', { name: 'File', hidden: true }))).toBe(true);
    // A dialog opened from inside the body keeps its own header in place.
    const nested = screen.getByRole('dialog', { name: 'Discard the import?' });
    expect(nested.contains(screen.getByText('Discard the import?'))).toBe(true);
    expect(bar.contains(screen.getByText('Discard the import?'))).toBe(false);
  });

  it('shows a save bar the body renders in the footer slot, below the part that scrolls', async () => {
    function Form({ loaded }: { loaded: boolean }) {
      return loaded ? (
        <form id="f" aria-label="Record">
          <input aria-label="Title" />
          <DialogFooterPortal>
            <button type="submit" form="f">
              Save
            </button>
          </DialogFooterPortal>
        </form>
      ) : null;
    }
    const { rerender } = render(
      <Dialog open>
        <DialogContent footerSlot>
          <DialogTitle>New record</DialogTitle>
          <DialogDescription>A long form.</DialogDescription>
          <Form loaded={false} />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New record' });
    const bar = dialog.querySelector('[data-slot="dialog-footer-bar"]')!;
    // Nothing to show yet (a lazily loaded form): the bar is empty, hidden by `empty:hidden`.
    expect(bar.childElementCount).toBe(0);
    expect(bar.className).toContain('empty:hidden');
    rerender(
      <Dialog open>
        <DialogContent footerSlot>
          <DialogTitle>New record</DialogTitle>
          <DialogDescription>A long form.</DialogDescription>
          <Form loaded />
        </DialogContent>
      </Dialog>,
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    const body = dialog.querySelector('[data-slot="dialog-body"]')!;
    expect(bar.contains(save)).toBe(true);
    expect(body.contains(save)).toBe(false);
    expect(body.contains(screen.getByRole('textbox', { name: 'Title' }))).toBe(true);
    // Outside the form element, the button still submits it.
    expect((save as HTMLButtonElement).form).toBe(screen.getByRole('form', { name: 'Record' }));
  });

  it('renders a DialogFooterPortal in place outside a footer-slot dialog', () => {
    render(
      <DialogFooterPortal>
        <button type="button">Save</button>
      </DialogFooterPortal>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('gives the focus back to the button that opened it by state (no trigger), when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Delete the module?</DialogTitle>
              <DialogDescription>It cannot be undone.</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the module?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to a tapped opener that the tap did not focus, not to the button focused before', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">New item</button>
          <button type="button" onClick={() => setOpen(true)}>
            Ship the beta
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Ship the beta</DialogTitle>
              <DialogDescription>A card's details.</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Page />);
    const before = screen.getByRole('button', { name: 'New item' });
    const card = screen.getByRole('button', { name: 'Ship the beta' });
    act(() => before.focus());
    // A tap (Safari on iOS): a click with a pointer's detail, the focus left where it was.
    fireEvent.click(card, { detail: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Ship the beta' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }), { detail: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
