import js from '@eslint/js';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Decorated constructor parameters are runtime values for Nest's injector: keep value imports.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['tools/**/*.{js,mjs}', 'e2e/**/*.ts', '**/*.config.{js,cjs,mjs,ts}', '.ci/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The interface is translated (Lingui): text a user can read goes through the macros
    // (t, Trans, Plural, msg). A literal string is allowed only where no one reads it: class
    // names, identifiers, route names, keys, URLs, test ids and formats.
    files: ['apps/client/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/*.stories.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" not starting with a capital: identifiers, keys, class names, paths.
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and codes.
            '^[A-Z0-9_-]+$',
            // Tailwind class lists and CSS values (lowercase words, dashes, colons, slashes).
            '^[a-z0-9:/\\[\\]().%#_!-]+( [a-z0-9:/\\[\\]().%#_!-]+)*$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|class$|Class$|variant|size|side|align|type$|Type$|key$|Key$|name$|^to$|href|src|id$|Id$|testid|TestId|role$|mode|method|format|pattern|path|Path|icon|Icon|color|Color|style|Style',
                flags: '',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'autoComplete',
            'inputMode',
            'enterKeyHint',
            'rel',
            'target',
            'lang',
            'dir',
            'accept',
            'sortBy',
            'orientation',
            'displayName',
            // EntityFormDialog's `verb` ('Create' | 'Add') picks the dialog's wording; it is a key, never shown.
            'verb',
            // data-* attributes (data-layout, data-status…) are hooks for CSS and tests, never shown.
            { regex: { pattern: '^data-' } },
          ],
          ignoreFunctions: [
            'cn',
            'cva',
            'clsx',
            'Error',
            'TypeError',
            'RangeError',
            'console.*',
            'logger.*',
            '*.debug',
            '*.info',
            '*.warn',
            '*.error',
            'invariant',
            'require',
            'import',
            'URL',
            'URLSearchParams',
            'Intl.*',
            'new Intl.*',
            'localStorage.*',
            'sessionStorage.*',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.addEventListener',
            '*.removeEventListener',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.setAttribute',
            '*.getAttribute',
            '*.removeAttribute',
            '*.matchMedia',
            'matchMedia',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.split',
            '*.join',
            '*.replace',
            '*.indexOf',
            '*.headers.set',
            '*.set',
            '*.get',
            '*.has',
            'fetch',
            'request',
            'apiRequest',
            'http.*',
            'useSearchTab',
            'useDismissal',
            'createFileRoute',
            'z.*',
          ],
        },
      ],
    },
  },
);
