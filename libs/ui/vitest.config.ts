import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// The client's Lingui config (it extracts this library's messages too); the macros need one.
const linguiConfig = getConfig({
  configPath: fileURLToPath(new URL('../../apps/client/lingui.config.ts', import.meta.url)),
});

/** Lingui's macros (t, Trans…) become catalogue look-ups, as in the client that renders this library. */
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
  rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
});

export default defineConfig({
  plugins: [babel({ presets: [linguiMacros] })],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // jsdom tests take seconds each when CI's workers share two cores; 5 s failed there.
    testTimeout: 30_000,
  },
});
