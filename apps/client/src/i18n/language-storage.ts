/**
 * Where this device keeps the last language it showed (localStorage). Read by the app at start
 * (i18n.ts `initialLanguage`) and by the start script the build writes, which preloads that
 * language's catalogue before the app runs (vite/start-preloads-plugin.ts): one key for both.
 */
export const LAST_LANGUAGE_KEY = 'atrium.language';
