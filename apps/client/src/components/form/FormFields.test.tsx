import { setupI18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMessage, recordOptions, SelectField, TextareaField, TextField } from './FormFields';
import { useSchemaForm } from './use-schema-form';
import { validationMessageDescriptor } from '@/i18n/validation-messages';

const schema = z.object({
  title: z.string().min(1, 'Title is required'),
  config: z.object({ url: z.string().startsWith('https://', 'Use an https:// address') }),
  items: z
    .string()
    .transform((text) => text.split('\n'))
    .pipe(z.array(z.string().max(5, 'At most 5 characters'))),
  kind: z.enum(['bar', 'pie']),
  secret: z.string(),
});

function Demo() {
  const form = useSchemaForm(schema, {
    title: '',
    config: { url: 'ftp://files' },
    items: 'short\nmuch too long',
    kind: 'pie',
    secret: '',
  });
  return (
    <form aria-label="Demo" noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextField form={form} name="title" label="Title of point 1" srOnlyLabel description="Shown on top" />
      <TextField form={form} name="config.url" label="Address" required />
      <TextareaField form={form} name="items" label="Items" />
      <SelectField
        form={form}
        name="kind"
        label="Kind"
        options={recordOptions({ bar: 'Bars', pie: 'Donut' })}
      />
      <TextField
        form={form}
        name="secret"
        label="Password"
        password
        labelAsideAfterControl
        labelAside={<a href="/forgot">Forgot?</a>}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function describedText(input: HTMLElement) {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('the shared form fields', () => {
  it('tells assistive technology which fields may not be left empty', () => {
    render(<Demo />);
    expect(screen.getByLabelText('Address').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Items').hasAttribute('aria-required')).toBe(false);
    // No browser validation of its own: the form is noValidate and the attribute is ARIA only.
    expect(screen.getByLabelText('Address').hasAttribute('required')).toBe(false);
  });

  it('keeps a visually hidden label as the accessible name, with its help text until an error shows', async () => {
    render(<Demo />);
    const title = screen.getByLabelText('Title of point 1');
    expect(screen.getByText('Title of point 1').className).toContain('sr-only');
    expect(describedText(title)).toBe('Shown on top');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title)).toBe('Title is required');
    // Hidden, not removed (a node removed on blur sends a dialog's focus trap to the dialog).
    expect(screen.getByText('Shown on top').hidden).toBe(true);
  });

  it('shows a nested path’s error under its field and an array’s first error as “Line N”', async () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const address = screen.getByLabelText('Address');
    expect(await screen.findByText('Use an https:// address')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(address)).toBe('Use an https:// address');
    const items = screen.getByLabelText('Items');
    expect(describedText(items)).toBe('Line 2: At most 5 characters');
  });

  it('lists the options of a record in order, a password field with its reveal button and the label’s aside', () => {
    render(<Demo />);
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((o) => [o.value, o.text])).toEqual([
      ['bar', 'Bars'],
      ['pie', 'Donut'],
    ]);
    expect(kind.value).toBe('pie');
    const secret = screen.getByLabelText('Password');
    expect(secret.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(secret.getAttribute('type')).toBe('text');
    // After the password field and its reveal button in the tab order: Tab from the field before
    // reaches the password first, not the link that leaves the form.
    const forgot = screen.getByRole('link', { name: 'Forgot?' });
    const reveal = screen.getByRole('button', { name: 'Hide password' });
    expect(secret.compareDocumentPosition(forgot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reveal.compareDocumentPosition(forgot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('errorMessage', () => {
  it('reads own messages, nested paths and array items', () => {
    const errors = {
      name: { message: 'Required' },
      config: { url: { message: 'Bad URL' } },
      series: [undefined, undefined, { message: 'Too long' }],
    };
    expect(errorMessage(errors, 'name')).toBe('Required');
    expect(errorMessage(errors, 'config.url')).toBe('Bad URL');
    expect(errorMessage(errors, 'series')).toBe('Line 3: Too long');
    expect(errorMessage(errors, 'config')).toBeUndefined();
    expect(errorMessage(errors, 'missing')).toBeUndefined();
  });

  it('given i18n, shows the client’s own validation messages in the active language, never the server’s', () => {
    const i18n = setupI18n();
    const id = validationMessageDescriptor('Name is required')!.id;
    i18n.load('de', { [id]: 'Name ist erforderlich' });
    i18n.activate('de');
    const errors = {
      name: { type: 'custom', message: 'Name is required' },
      other: { type: 'server', message: 'Name is required' },
      rows: [undefined, { type: 'custom', message: 'Name is required' }],
      free: { type: 'custom', message: 'Something else' },
    };
    expect(errorMessage(errors, 'name', i18n)).toBe('Name ist erforderlich');
    expect(errorMessage(errors, 'other', i18n)).toBe('Name is required');
    expect(errorMessage(errors, 'rows', i18n)).toBe('Line 2: Name ist erforderlich');
    expect(errorMessage(errors, 'free', i18n)).toBe('Something else');
  });
});
