import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'hi-IN', 'pt-PT', 'zh-CN', 'zh-TW'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/locales/**', '<rootDir>/src/shared/**', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
