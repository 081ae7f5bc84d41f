import type { SchemaChangeResult } from '@atrium/schema';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { SchemaChangeReport } from './SchemaChangeReport';

const REPORT: SchemaChangeResult = {
  name: 'tasks',
  action: 'update',
  destructive: true,
  changes: [
    {
      kind: 'destructive',
      change: 'constraint_narrowed',
      field: 'title',
      path: 'fields.title.max',
      message: 'Field "title": at most 40 characters instead of 80; existing rows may not fit',
      rows: 0,
    },
    {
      kind: 'additive',
      change: 'field_added',
      field: 'note',
      path: 'fields.note',
      message: 'New field "note" (text)',
      rows: null,
    },
  ],
  blockers: [
    'Field "title": 3 rows have values its new rules refuse; change or clear them first (or keep the old rule)',
  ],
  rewrites: [],
  sql: [],
  sql_after_commit: [],
  dry_run: true,
  applied: false,
  version: 2,
  schema: null,
};

describe('SchemaChangeReport', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['collections']);
  });
  afterAll(() => activateLanguage('en-US'));

  it("shows the dry run's lines and blockers in the reader's language, names and numbers as sent", async () => {
    renderInRouter(<SchemaChangeReport report={REPORT} />, { auth: signedInAs('admin') });
    const changes = await screen.findByRole('list', { name: 'Änderungen' });
    const [narrowed, added] = within(changes).getAllByRole('listitem');
    expect(narrowed.textContent).toContain(
      'Feld „title“: höchstens 40 statt 80 Zeichen; vorhandene Zeilen passen womöglich nicht',
    );
    expect(added.textContent).toContain('Neues Feld „note“ (text)');
    expect(screen.getByRole('list', { name: 'Hindernisse' }).textContent).toContain(
      'Feld „title“: 3 Zeilen haben Werte, die seine neuen Regeln ablehnen',
    );
  });
});
