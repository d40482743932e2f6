import { defineConfig } from 'vitest/config';

/**
 * API integration tests: one real server process on 127.0.0.1, on a fresh PGlite folder, or on a
 * fresh PostgreSQL database when TEST_DATABASE_URL names a server (tests/setup/api-server.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/api-server.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
