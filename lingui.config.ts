import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { MESSAGES } from './src/shared/messages';

/**
 * The server's message codes come from their tables, `src/shared/messages/*.ts` (decision 007): each code is a
 * message with an explicit id (the code) and the table's English text, so the console keeps no mirror of it.
 * A table file gives the codes written in it: the core table goes to `server.po`, a module's to `screens.po`.
 */
const sharedMessages: ExtractorType = {
  match: (filename) => /src\/shared\/messages\/[^/]+\.ts$/.test(filename.replaceAll('\\', '/')),
  extract(filename, code, onMessageExtracted) {
    const lines = code.split('\n');
    for (const [id, { text }] of Object.entries(MESSAGES)) {
      const line = lines.findIndex((l) => l.includes(`'${id}':`) || l.trimStart().startsWith(`${id}:`)) + 1;
      if (line > 0) onMessageExtracted({ id, message: text, origin: [filename, line] });
    }
  },
};

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
        '<rootDir>/src/features/settings/**',
        '<rootDir>/src/features/pages/**',
        '<rootDir>/src/features/faqs/**',
        '<rootDir>/src/features/support/**',
        '<rootDir>/src/features/areas/**',
      ],
    },
    // Words of the screens behind the menu (sub-admins, payouts, reports, catalogues, merchants, agents, customers,
    // providers, transactions, products, settings, pages, FAQs) and their modules' message codes: loaded by their
    // routes before they render (src/lib/screen-words.ts), not with the start-up code every route carries.
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
        '<rootDir>/src/features/settings',
        '<rootDir>/src/features/pages',
        '<rootDir>/src/features/faqs',
        '<rootDir>/src/features/support',
        '<rootDir>/src/features/areas',
        '<rootDir>/src/shared/messages',
      ],
      exclude: ['**/*.test.*', '<rootDir>/src/shared/messages/core.ts'],
    },
    // The server's core message codes: loaded with the first error or form, not with the start-up code.
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/src/shared/messages/core.ts', '<rootDir>/src/lib/server-messages.ts'],
    },
    // The server's emails and SMS: read by the server from the .po files, never loaded by the console.
    {
      path: '<rootDir>/src/locales/{locale}/mail',
      include: ['<rootDir>/src/features/auth/lib/mail-texts.ts'],
    },
  ],
  // Origins without line numbers: a build (which extracts) no longer rewrites every catalogue when code moves.
  format: formatter({ lineNumbers: false }),
  extractors: [sharedMessages, babel],
  orderBy: 'messageId',
});
