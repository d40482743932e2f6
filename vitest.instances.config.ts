import { defineConfig } from 'vitest/config';

/**
 * Several instances (`npm test` with TEST_DATABASE_URL; tests/instances): two server processes started at the
 * same moment on one empty PostgreSQL database, each with its own data folder, behave as one service.
 */
export default defineConfig({
  test: {
    include: ['tests/instances/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
