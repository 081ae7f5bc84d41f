// Jest runs in CommonJS mode: NestJS 12 and a few of its dependencies ship ESM only, so
// @swc/jest transforms them too (see STACK.md). Relative `.js` specifiers (NodeNext style)
// are mapped back to the TypeScript sources.
const esmOnly = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  '@noble',
  '@scure',
  'content-disposition',
  'otplib',
  '@otplib',
];
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@atrium/schema$': '<rootDir>/../../libs/schema/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Hooks share this limit: starting an app (migrations, seeds, argon2 hashing) took over 30 s once
  // on a loaded CI machine, and a hook that times out fails every test of its file. 120 s was
  // exceeded too, once, by a test that starts three apps in turn (load average 11 on 2 cores).
  testTimeout: 240000,
  // On PGlite: initdb once for the run; each test's in-memory database starts from its dump.
  globalSetup: '<rootDir>/test/support/pglite-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/pglite-global-teardown.ts',
};
