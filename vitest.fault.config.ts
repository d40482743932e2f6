import { defineConfig } from 'vitest/config';

/**
 * The fault run (`npm run test:fault`): real server processes SIGKILLed mid-stream of multi-row writes and
 * restarted on the same database (PGlite, or PostgreSQL when TEST_DATABASE_URL names a server).
 */
export default defineConfig({
  test: {
    include: ['tests/fault/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
