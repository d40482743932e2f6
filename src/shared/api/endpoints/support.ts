import { DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import { SUPPORT_LIST } from '../../lists';
import { DeletedSchema } from '../../schemas/common';
import {
  AppSupportMessageBodySchema,
  AppSupportThreadDataSchema,
  AppSupportThreadQuerySchema,
  CannedRepliesDataSchema,
  CannedReplyBodySchema,
  CannedReplyIdParamsSchema,
  CannedReplySchema,
  SupportAgentsDataSchema,
  SupportAgentsQuerySchema,
  SupportAvailabilityBodySchema,
  SupportBulkBodySchema,
  SupportBulkDataSchema,
  SupportCategoriesDataSchema,
  SupportCategoryBodySchema,
  SupportCategoryIdParamsSchema,
  SupportCategorySchema,
  SupportListDataSchema,
  SupportListQuerySchema,
  SupportMessageBodySchema,
  SupportMessageSchema,
  SupportSettingsSchema,
  SupportTicketChangeBodySchema,
  SupportTicketDetailSchema,
  SupportTicketIdParamsSchema,
} from '../../schemas/support';

/**
 * The support desk (issue 67): customer tickets (module `customer_support`) and provider tickets
 * (`provider_support`), their threads, canned replies, categories and SLA targets, and what the requester's app
 * reads and writes (`/app/support-requests/…`, auth `app`: never an internal note). A ticket of the desk the caller
 * does not hold, of another operator or unknown answers 404 alike.
 */
const EITHER_DESK = ['customer_support', 'provider_support'] as const;
const supportBase = { tag: 'support', auth: 'user', module: EITHER_DESK } as const;
const customerDesk = { tag: 'support', auth: 'user', module: 'customer_support' } as const;
const providerDesk = { tag: 'support', auth: 'user', module: 'provider_support' } as const;
export const oneTicket = oneOf(
  supportBase,
  SupportTicketIdParamsSchema,
  'No such ticket (also for another operator’s ticket, or one of a desk the caller does not hold)',
);
const oneCategory = oneOf(supportBase, SupportCategoryIdParamsSchema, 'No such support category');
const oneCanned = oneOf(supportBase, CannedReplyIdParamsSchema, 'No such canned reply');

const LIST_SUMMARY = `sorted by sortBy (${SUPPORT_LIST.sortFields.join(', ')}; default the last active first): data.data + data.total. search: the number (SUP-1042) or words of the subject or requester’s name; filters status, priority, assignee (mine, unassigned or an id), categoryId, overdue`;
const BULK_SUMMARY =
  'Assign (action assign + assigneeId, null unassigns) or close (action close) the selected tickets (ids) or every ticket matching filter (at most 1000): each change is an event in its thread; what was refused and why per ticket';

export const supportEndpoints = {
  supportCustomerTickets: {
    method: 'GET',
    path: '/support/customer/tickets',
    summary: `Customer support tickets, ${LIST_SUMMARY}`,
    ...customerDesk,
    query: SupportListQuerySchema,
    data: SupportListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  supportProviderTickets: {
    method: 'GET',
    path: '/support/provider/tickets',
    summary: `Provider support tickets, ${LIST_SUMMARY}`,
    ...providerDesk,
    query: SupportListQuerySchema,
    data: SupportListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  supportCustomerBulk: {
    method: 'POST',
    path: '/support/customer/tickets/bulk',
    summary: `Customer tickets: ${BULK_SUMMARY}`,
    ...customerDesk,
    body: SupportBulkBodySchema,
    data: SupportBulkDataSchema,
    errors: { 422: 'Neither or both of ids and filter, an assignee who does not hold the desk, or over 1000 tickets' },
  },
  supportProviderBulk: {
    method: 'POST',
    path: '/support/provider/tickets/bulk',
    summary: `Provider tickets: ${BULK_SUMMARY}`,
    ...providerDesk,
    body: SupportBulkBodySchema,
    data: SupportBulkDataSchema,
    errors: { 422: 'Neither or both of ids and filter, an assignee who does not hold the desk, or over 1000 tickets' },
  },
  supportTicketDetail: {
    method: 'GET',
    path: '/support/tickets/{id}',
    summary:
      'One ticket: its SLA clocks (paused while pending), the requester’s card with their recent bookings, the linked booking, the statuses it may move to and its whole thread (replies, internal notes, events) in order',
    ...oneTicket,
    data: SupportTicketDetailSchema,
  },
  supportTicketMessage: {
    method: 'POST',
    path: '/support/tickets/{id}/messages',
    summary:
      'Add a public reply (kind reply: the requester reads it; the first one stops the first-response clock) or an internal note (kind note: never shown to the requester) with images uploaded through POST /uploads. Send an Idempotency-Key: a retry lands once; two sent at once both land, in order',
    ...oneTicket,
    body: SupportMessageBodySchema,
    data: SupportMessageSchema,
    errors: {
      ...oneTicket.errors,
      409: 'The ticket is closed (support.ticket_closed)',
      422: 'An empty message, or an attachment that is not an upload of this operator (support.unknown_attachment)',
    },
  },
  supportTicketUpdate: {
    method: 'PATCH',
    path: '/support/tickets/{id}',
    summary:
      'Change the status (open, pending, resolved, closed along the flow), priority, assignee (null: nobody) or category: each change is an event in the thread (who, when, from, to) and the SLA is computed again',
    ...oneTicket,
    body: SupportTicketChangeBodySchema,
    data: SupportTicketDetailSchema,
    errors: {
      ...oneTicket.errors,
      409: 'The status may not move there (support.status_refused)',
      422: 'An assignee who does not hold the desk, or a category that is not one of the operator’s',
    },
  },
  supportAgents: {
    method: 'GET',
    path: '/support/agents',
    summary:
      'Who may take the desk’s tickets: active admins and sub-admins holding its module, and who is available for round-robin',
    ...supportBase,
    query: SupportAgentsQuerySchema,
    data: SupportAgentsDataSchema,
  },
  supportAvailability: {
    method: 'PUT',
    path: '/support/availability',
    summary:
      'Mark the caller available (new tickets are given round-robin to the available holders of their desk) or not',
    ...supportBase,
    body: SupportAvailabilityBodySchema,
    data: SupportAvailabilityBodySchema,
  },
  supportCategories: {
    method: 'GET',
    path: '/support/categories',
    summary: 'The operator’s ticket categories in their order',
    ...supportBase,
    data: SupportCategoriesDataSchema,
  },
  supportCategoryCreate: {
    method: 'POST',
    path: '/support/categories',
    summary: 'Add a ticket category (last in the order)',
    ...supportBase,
    body: SupportCategoryBodySchema,
    data: SupportCategorySchema,
  },
  supportCategoryDelete: {
    method: 'DELETE',
    path: '/support/categories/{id}',
    summary: 'Delete a ticket category (its tickets keep no category)',
    ...oneCategory,
    data: DeletedSchema,
  },
  supportCannedReplies: {
    method: 'GET',
    path: '/support/canned-replies',
    summary: 'The operator’s canned replies by code, each with its text per language',
    ...supportBase,
    data: CannedRepliesDataSchema,
  },
  supportCannedReplyCreate: {
    method: 'POST',
    path: '/support/canned-replies',
    summary:
      'Add a canned reply: a code (lower-case letters, digits, - and _) and its text per enabled language, the default one required',
    ...supportBase,
    body: CannedReplyBodySchema,
    data: CannedReplySchema,
    errors: {
      409: 'Another canned reply has this code (support.canned_code_taken)',
      422: 'A language not enabled, or no text in the default one',
    },
  },
  supportCannedReplyUpdate: {
    method: 'PUT',
    path: '/support/canned-replies/{id}',
    summary: 'Change a canned reply’s code and texts',
    ...oneCanned,
    body: CannedReplyBodySchema,
    data: CannedReplySchema,
    errors: { ...oneCanned.errors, 409: 'Another canned reply has this code (support.canned_code_taken)' },
  },
  supportCannedReplyDelete: {
    method: 'DELETE',
    path: '/support/canned-replies/{id}',
    summary: 'Delete a canned reply',
    ...oneCanned,
    data: DeletedSchema,
  },
  supportSettings: {
    method: 'GET',
    path: '/support/settings',
    summary: 'SLA targets per priority in minutes (first response, resolution): the operator’s, else the defaults',
    ...supportBase,
    data: SupportSettingsSchema,
  },
  supportSettingsUpdate: {
    method: 'PUT',
    path: '/support/settings',
    summary: 'Save the SLA targets; every open ticket’s deadline is computed again from its events (paused time kept)',
    ...supportBase,
    body: SupportSettingsSchema,
    data: SupportSettingsSchema,
  },
  appSupportThread: {
    method: 'GET',
    path: '/app/support-requests/{id}/messages',
    summary:
      'The requester’s ticket and its public thread (never an internal note): customerId or providerId names the requester; another one reads the ticket as not found',
    tag: 'marketplace apps',
    auth: 'app',
    params: SupportTicketIdParamsSchema,
    query: AppSupportThreadQuerySchema,
    data: AppSupportThreadDataSchema,
    errors: { 404: 'No such ticket of this requester' },
  },
  appSupportMessage: {
    method: 'POST',
    path: '/app/support-requests/{id}/messages',
    summary:
      'The requester writes on their ticket (a resolved or pending ticket reopens; the assignee, else the desk’s holders, are notified). Send an Idempotency-Key',
    tag: 'marketplace apps',
    auth: 'app',
    params: SupportTicketIdParamsSchema,
    body: AppSupportMessageBodySchema,
    data: AppSupportThreadDataSchema,
    errors: { 404: 'No such ticket of this requester', 409: 'The ticket is closed (support.ticket_closed)' },
  },
} as const satisfies Record<string, Endpoint>;
