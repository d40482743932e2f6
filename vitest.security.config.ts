import { defineConfig } from 'vitest/config';

/**
 * The security suite (`npm run test:security`): one real server process on a fresh database
 * (PGlite, or PostgreSQL when TEST_DATABASE_URL names a server), attacked over HTTP only. The route
 * matrix is generated from the server's own OpenAPI document (tests/setup/security-server.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/security-server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
