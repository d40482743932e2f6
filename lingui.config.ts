import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'hi-IN', 'pt-PT', 'zh-CN', 'zh-TW'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.*',
        '<rootDir>/src/locales/**',
        '<rootDir>/src/shared/**',
        '<rootDir>/src/routeTree.gen.ts',
        '<rootDir>/src/lib/server-messages.ts',
        '<rootDir>/src/features/auth/lib/mail-texts.ts',
        '<rootDir>/src/features/sub-admins/**',
        '<rootDir>/src/features/payouts/**',
        '<rootDir>/src/features/reports/**',
        '<rootDir>/src/features/catalogues/**',
        '<rootDir>/src/features/service-types/**',
        '<rootDir>/src/features/merchants/**',
        '<rootDir>/src/features/agents/**',
        '<rootDir>/src/features/customers/**',
        '<rootDir>/src/features/providers/**',
        '<rootDir>/src/features/transactions/**',
        '<rootDir>/src/features/products/**',
      ],
    },
    // Words of the screens behind the menu (sub-admins, payouts, reports, catalogues, merchants, agents, customers,
    // providers, transactions, products): loaded by their routes before they render
    // (src/lib/screen-words.ts), not with the start-up code every route carries.
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: [
        '<rootDir>/src/features/sub-admins',
        '<rootDir>/src/features/payouts',
        '<rootDir>/src/features/reports',
        '<rootDir>/src/features/catalogues',
        '<rootDir>/src/features/service-types',
        '<rootDir>/src/features/merchants',
        '<rootDir>/src/features/agents',
        '<rootDir>/src/features/customers',
        '<rootDir>/src/features/providers',
        '<rootDir>/src/features/transactions',
        '<rootDir>/src/features/products',
      ],
      exclude: ['**/*.test.*'],
    },
    // The server's message codes: loaded with the first error or form, not with the start-up code.
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/src/lib/server-messages.ts'],
    },
    // The server's emails and SMS: read by the server from the .po files, never loaded by the console.
    {
      path: '<rootDir>/src/locales/{locale}/mail',
      include: ['<rootDir>/src/features/auth/lib/mail-texts.ts'],
    },
  ],
  // Origins without line numbers: a build (which extracts) no longer rewrites every catalogue when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
