import type { MessageTable } from './table';

export const AGENT_MESSAGES = {
  'agent.not_found': { text: 'Agent not found' },
  'agent.unknown_merchant': { text: 'Choose one of your merchants' },
  'agent.created': { text: 'Agent added' },
  'agent.updated': { text: 'Agent saved' },
  'agent.deleted': { text: 'Agent deleted' },
  'agent.blocked': { text: 'Agent blocked' },
  'agent.unblocked': { text: 'Agent unblocked' },
} as const satisfies MessageTable;
