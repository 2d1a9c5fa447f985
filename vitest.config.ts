import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/globalSetup.ts'],
    pool: 'forks',
    // vitest's default is one worker per core minus one: a single worker on CI's 2 cores. Most files wait on
    // child processes, servers and rollout polls, so more workers than cores shorten the wall time: two halved it,
    // three took vitest from 546 s to 459 s on 2 cores (2026-11-27).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { CI: 'false', FORCE_COLOR: '0', NO_COLOR: '' },
  },
});
