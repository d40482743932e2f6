/** The support desk's fixed vocabularies (issue 67), read by the server, the console and the tests. */

/** open → pending (waiting for the requester) → resolved → closed; a resolved ticket reopens when the requester writes. */
export const SUPPORT_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** In rising order: the index is what the database stores and the list sorts by. */
export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** The two desks: a ticket is on the desk of its requester's kind. */
export const SUPPORT_AUDIENCES = ['customer', 'provider'] as const;
export type SupportAudience = (typeof SUPPORT_AUDIENCES)[number];

/**
 * The changes an agent may make by hand. Closed is final (a new request is a new ticket); a requester's message
 * reopens a resolved or pending ticket (the server does it, not this table).
 */
export const SUPPORT_STATUS_FLOW: Readonly<Record<SupportStatus, readonly SupportStatus[]>> = {
  open: ['pending', 'resolved', 'closed'],
  pending: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};

export const canMoveSupportStatus = (from: SupportStatus, to: SupportStatus) => SUPPORT_STATUS_FLOW[from].includes(to);

/** `SUP-1042`: how a ticket's number is shown and searched. */
export const supportNumberLabel = (n: number) => `SUP-${n}`;

/** The number a search term names (`SUP-1042`, `sup1042`, `#1042`, `1042`), else null. */
export function supportNumberOf(term: string): number | null {
  const m = /^\s*(?:sup[-\s]?|#)?(\d{1,9})\s*$/i.exec(term);
  return m ? Number(m[1]) : null;
}
