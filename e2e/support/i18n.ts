import { readdirSync, readFileSync } from 'node:fs';
import PO from 'pofile';

const catalogues = new Map<string, Map<string, string>>();

/**
 * The translation of an English interface message in `locale`'s catalogue
 * (apps/client/src/locales/<locale>/*.po, one per area), so a test names what it expects without
 * copying translations. Throws when the message is missing or untranslated.
 */
export function translated(
  locale: 'de' | 'ja',
  english: string,
  values: Record<string, string> = {},
): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const dir = `apps/client/src/locales/${locale}`;
    catalogue = new Map();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
      const po = PO.parse(readFileSync(`${dir}/${file}`, 'utf8'));
      for (const item of po.items) if (!item.msgctxt) catalogue.set(item.msgid, item.msgstr[0] ?? '');
    }
    catalogues.set(locale, catalogue);
  }
  const text = catalogue.get(english);
  if (!text) throw new Error(`no ${locale} translation of ${JSON.stringify(english)}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const de = (english: string, values?: Record<string, string>) => translated('de', english, values);
