import { i18n, type Messages } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '@/features/settings/test/render-in-router';
import { DeleteRecordsDialog } from './DeleteRecordsDialog';

function renderDialog(names: string[]) {
  renderInRouter(
    <DeleteRecordsDialog
      open
      onOpenChange={() => {}}
      count={names.length}
      names={names}
      noun="Roadmap item"
      plural="Roadmap items"
      pending={false}
      onConfirm={() => {}}
    />,
  );
  return screen.findByRole('dialog');
}

async function inLanguage(locale: 'de' | 'ja') {
  const { messages } = (await import(`../../../../locales/${locale}/workspace.po`)) as {
    messages: Messages;
  };
  act(() => i18n.loadAndActivate({ locale, messages }));
}

describe('DeleteRecordsDialog', () => {
  afterEach(() => act(() => i18n.activate('en')));

  it('speaks of one record in the singular', async () => {
    const dialog = await renderDialog(['Audit log export']);
    expect(dialog.textContent).toContain('Delete this roadmap item?');
    expect(dialog.textContent).toContain(
      'Its values are removed for good. Rows of other collections that point to it are deleted with it',
    );
    expect(dialog.textContent).not.toMatch(/Their values|point to them/);
  });

  it('speaks of several records in the plural', async () => {
    const dialog = await renderDialog(['Audit log export', 'Dark mode']);
    expect(dialog.textContent).toContain('Delete 2 roadmap items?');
    expect(dialog.textContent).toContain(
      'Their values are removed for good. Rows of other collections that point to them are deleted with them',
    );
  });

  it.each([
    ['de', 'Die Werte dieses Eintrags werden endgültig entfernt', 'Ihre Werte werden endgültig entfernt'],
    ['ja', 'これを参照している', 'これらを参照している'],
  ] as const)('in %s too', async (locale, one, several) => {
    await inLanguage(locale);
    const single = await renderDialog(['Audit log export']);
    expect(single.textContent).toContain(one);
    expect(single.textContent).not.toContain(several);
  });
});
