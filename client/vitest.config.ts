import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 15000,
      // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Two there cut the layer from
      // about 7 to 5 minutes (the main process mostly waits).
      maxWorkers: Math.max(availableParallelism() - 1, 2),
    },
  }),
);
