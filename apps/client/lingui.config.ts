import { defineConfig } from '@lingui/conf';

/**
 * Lingui: the client's interface strings (and libs/ui's, which only the client renders). `npm run i18n:extract` (in apps/client) collects every
 * message written with the Lingui macros into one PO catalogue per language; the Vite plugin
 * compiles a catalogue when the app imports it, so each language is its own lazy chunk.
 * English is the source language: its catalogue is the messages themselves.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'ja'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../../libs/ui/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', '<rootDir>/src/locales/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
