import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // jsdom tests take seconds each when CI's workers share two cores; 5 s failed there.
      testTimeout: 30_000,
      // Vitest's default is one worker fewer than the cores: one on CI's two. The files are
      // independent processes (isolated), and two keep both cores busy (the whole suite was 482 s
      // with one worker on a loaded machine, 366 s with two).
      maxWorkers: 2,
    },
  }),
);
