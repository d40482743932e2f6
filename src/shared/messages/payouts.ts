import type { MessageTable } from './table';

export const PAYOUT_MESSAGES = {
  'payout.not_found': { text: 'Payout not found' },
  'payout.already_processed': { text: 'This payout is already processed' },
  'payout.requested': { text: 'Payout requested' },
  'payout.accepted': { text: 'Payout accepted' },
  'payout.rejected': { text: 'Payout rejected' },
  'payout.proof_unknown': {
    text: '{image} is not an image uploaded to this console; upload it first',
    params: { image: 'text' },
  },
} as const satisfies MessageTable;
