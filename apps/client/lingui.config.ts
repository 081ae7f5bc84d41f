import { defineConfig } from '@lingui/conf';
import { catalogueFiles } from './i18n-areas.ts';
import { CATALOGUE_AREAS } from './src/i18n/catalogue-areas.ts';

/**
 * Lingui: the client's interface strings (and libs/ui's, which only the client renders).
 * `npm run i18n:extract` collects every message written with the Lingui macros into PO
 * catalogues, one per language and area (src/i18n/catalogue-areas.ts: core, workspace, dashboards, admin, collections, forms, themes, apikeys);
 * the Vite plugin compiles a catalogue when the app imports it, so each is its own lazy chunk.
 * English is the source language: its catalogues are the messages themselves.
 */
const files = catalogueFiles();

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'ja'],
  catalogs: CATALOGUE_AREAS.map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: files[area],
  })),
  format: 'po',
  orderBy: 'messageId',
});
