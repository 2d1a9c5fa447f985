import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/globalSetup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { CI: 'false', FORCE_COLOR: '0', NO_COLOR: '' },
  },
});
