import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Property and hostile-input suites run for seconds when CI's workers share two cores.
    testTimeout: 30_000,
  },
});
