import type { MessageTable } from './table';

export const PROVIDER_MESSAGES = {
  'provider.not_found': { text: 'Provider not found' },
  'provider.verified': { text: 'Provider verified' },
  'provider.unverified': { text: 'Provider unverified' },
  'provider.activated': { text: 'Provider activated' },
  'provider.deactivated': { text: 'Provider deactivated' },
} as const satisfies MessageTable;
