import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { translateServerMessage } from '@/lib/server-messages';

// Only what a member's Database module page loads: the core and workspace areas, no admin page.
describe('the table API’s messages on a workspace page', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['workspace']);
  });
  afterAll(() => activateLanguage('en-US'));

  it('are in German without the admin catalogue', () => {
    expect(translateServerMessage('A record with these values already exists')).toBe(
      'Ein Datensatz mit diesen Werten existiert bereits',
    );
    expect(translateServerMessage('Role "user" may not update rows of "tasks"')).toContain('„tasks“');
    expect(translateServerMessage('No record with this id, or one you may not read')).toBe(
      'Kein Datensatz mit dieser ID, oder einer, den du nicht lesen darfst',
    );
    expect(translateServerMessage('A record with this "code" already exists')).toBe(
      'Ein Datensatz mit diesem Wert für „code“ existiert bereits',
    );
    expect(
      translateServerMessage(
        'The filters match 1200 rows; one request may change at most 1000: narrow the filters',
      ),
    ).toBe('Die Filter treffen 1200 Zeilen; eine Anfrage darf höchstens 1000 ändern: grenze die Filter ein');
  });
});
