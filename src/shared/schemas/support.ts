import * as v from 'valibot';
import { SUPPORT_LIST, type SortFieldOf } from '../lists';
import { LOCALES } from '../locales';
import { SUPPORT_AUDIENCES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../support';
import { idFilter, idParams, UuidSchema } from './common';
import {
  BulkRefusalSchema,
  BULK_TARGET_MESSAGE,
  bulkTargetEntries,
  listQueries,
  listTotalEntries,
  oneBulkTarget,
  searchEntry,
} from './list';

/**
 * The support desk (issue 67, modules `customer_support` and `provider_support`): tickets from customers and
 * providers, their threads (public replies, internal notes, events), canned replies and SLA targets.
 */

export type SupportSortField = SortFieldOf<typeof SUPPORT_LIST>;

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_BODY_MAX = 10_000;
export const SUPPORT_ATTACHMENTS_MAX = 10;
export const SUPPORT_CATEGORY_NAME_MAX = 60;
export const CANNED_CODE_MAX = 30;
export const CANNED_TEXT_MAX = 5000;

// Lists ----------------------------------------------------------------------------------------

/** Whose tickets: `mine` (the caller's), `unassigned`, or an admin's id. */
const assigneeFilter = v.optional(
  v.pipe(
    v.union(
      [v.picklist(['mine', 'unassigned']), v.pipe(v.string(), v.uuid())],
      'assignee must be mine, unassigned or an id',
    ),
    v.description('mine (the caller), unassigned, or an admin id; absent = anyone'),
  ),
);

export const supportFilterEntries = {
  search: searchEntry('The ticket number (SUP-1042 or 1042), or words of the subject or the requester’s name'),
  status: v.optional(
    v.picklist(
      [SUPPORT_LIST.choices.status.all, ...SUPPORT_STATUSES],
      'status must be one of all, open, pending, resolved, closed',
    ),
  ),
  priority: v.optional(
    v.picklist(
      [SUPPORT_LIST.choices.priority.all, ...SUPPORT_PRIORITIES],
      'priority must be one of all, low, normal, high, urgent',
    ),
  ),
  assignee: assigneeFilter,
  categoryId: idFilter('must be a valid id', "One of the operator's support categories"),
  overdue: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'overdue must be true or false'),
      v.description('true: only tickets past an SLA deadline'),
    ),
  ),
};

export const { list: SupportListQuerySchema, export: SupportExportQuerySchema } = listQueries(
  SUPPORT_LIST,
  supportFilterEntries,
);
export type SupportListQuery = v.InferOutput<typeof SupportListQuerySchema>;
export type SupportFilter = v.InferOutput<typeof SupportExportQuerySchema>;

// Rows -----------------------------------------------------------------------------------------

const PersonSchema = v.object({ id: v.string(), name: v.string() });

/** A ticket as the lists show it. */
export const SupportTicketRowSchema = v.object({
  id: UuidSchema,
  number: v.number(),
  /** `SUP-1042` */
  reference: v.string(),
  audience: v.picklist(SUPPORT_AUDIENCES),
  subject: v.string(),
  status: v.picklist(SUPPORT_STATUSES),
  priority: v.picklist(SUPPORT_PRIORITIES),
  requester: v.nullable(PersonSchema),
  assignee: v.nullable(PersonSchema),
  category: v.nullable(PersonSchema),
  orderId: v.nullable(v.string()),
  lastActivityAt: v.string(),
  createdAt: v.string(),
  /** The next SLA deadline while the clock runs (past when overdue), null while paused or done. */
  dueAt: v.nullable(v.string()),
  overdue: v.boolean(),
  breached: v.boolean(),
});
export type SupportTicketRow = v.InferOutput<typeof SupportTicketRowSchema>;

export const SupportListDataSchema = v.object({ data: v.array(SupportTicketRowSchema), ...listTotalEntries });

const SlaClockSchema = v.object({
  state: v.picklist(['running', 'paused', 'overdue', 'met', 'breached']),
  dueAt: v.nullable(v.string()),
  /** The running time left while paused, or how it ended (negative: past the target); null while it runs (see dueAt). */
  remainingMs: v.nullable(v.number()),
});

const AttachmentSchema = v.object({ id: v.string(), image: v.string(), thumbnail: v.string() });

/** One entry of a thread. `note` entries are never in an `/app/…` answer. */
export const SupportMessageSchema = v.object({
  id: UuidSchema,
  seq: v.number(),
  kind: v.picklist(['reply', 'note', 'event']),
  author: v.picklist(['admin', 'customer', 'provider', 'system']),
  authorName: v.nullable(v.string()),
  body: v.string(),
  event: v.nullable(
    v.object({
      field: v.picklist(['status', 'priority', 'assignee', 'category']),
      from: v.nullable(v.string()),
      to: v.nullable(v.string()),
    }),
  ),
  attachments: v.array(AttachmentSchema),
  createdAt: v.string(),
});
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;

const BookingSummarySchema = v.object({
  id: UuidSchema,
  status: v.number(),
  total: v.number(),
  createdAt: v.string(),
  productName: v.nullable(v.string()),
});

/** A ticket's page: the row, its SLA clocks, the requester's card with recent bookings, the linked booking, the thread. */
export const SupportTicketDetailSchema = v.object({
  ...SupportTicketRowSchema.entries,
  sla: v.object({ firstResponse: SlaClockSchema, resolution: SlaClockSchema }),
  firstResponseAt: v.nullable(v.string()),
  requesterCard: v.nullable(
    v.object({
      id: v.string(),
      kind: v.picklist(SUPPORT_AUDIENCES),
      name: v.string(),
      email: v.nullable(v.string()),
      phone: v.nullable(v.string()),
      recentBookings: v.array(BookingSummarySchema),
    }),
  ),
  booking: v.nullable(BookingSummarySchema),
  /** The statuses an agent may move the ticket to now. */
  nextStatuses: v.array(v.picklist(SUPPORT_STATUSES)),
  messages: v.array(SupportMessageSchema),
});
export type SupportTicketDetail = v.InferOutput<typeof SupportTicketDetailSchema>;

export const SupportTicketIdParamsSchema = idParams('The ticket id');

// Bodies ---------------------------------------------------------------------------------------

const bodyText = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.maxLength(SUPPORT_BODY_MAX, `at most ${SUPPORT_BODY_MAX} characters`),
);

/** A reply (public) or an internal note, with images uploaded through `POST /uploads` (their ids). */
export const SupportMessageBodySchema = v.pipe(
  v.object({
    kind: v.picklist(['reply', 'note'], 'kind must be reply or note'),
    body: bodyText,
    attachments: v.optional(
      v.pipe(
        v.array(UuidSchema, 'attachments must be a list of upload ids'),
        v.maxLength(SUPPORT_ATTACHMENTS_MAX, `at most ${SUPPORT_ATTACHMENTS_MAX} attachments`),
      ),
    ),
  }),
  v.forward(
    v.check((b) => b.body !== '' || (b.attachments?.length ?? 0) > 0, 'validations.required'),
    ['body'],
  ),
);
export type SupportMessageBody = v.InferInput<typeof SupportMessageBodySchema>;

/** A change of status, priority, assignee (null: nobody) or category (null: none): each becomes an event. */
export const SupportTicketChangeBodySchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(SUPPORT_STATUSES, 'status must be one of open, pending, resolved, closed')),
    priority: v.optional(v.picklist(SUPPORT_PRIORITIES, 'priority must be one of low, normal, high, urgent')),
    assigneeId: v.optional(v.nullable(UuidSchema)),
    categoryId: v.optional(v.nullable(UuidSchema)),
  }),
  v.forward(
    v.check(
      (b) =>
        b.status !== undefined || b.priority !== undefined || b.assigneeId !== undefined || b.categoryId !== undefined,
      'send a status, priority, assigneeId or categoryId',
    ),
    ['status'],
  ),
);
export type SupportTicketChangeBody = v.InferInput<typeof SupportTicketChangeBodySchema>;

/** Assign (assigneeId; null unassigns) or close the selected tickets, or every ticket matching the list's filter. */
export const SupportBulkBodySchema = v.pipe(
  v.object({
    action: v.picklist(['assign', 'close'], 'action must be assign or close'),
    assigneeId: v.optional(v.nullable(UuidSchema)),
    ...bulkTargetEntries(supportFilterEntries),
  }),
  v.check(oneBulkTarget, BULK_TARGET_MESSAGE),
  v.forward(
    v.check((b) => b.action !== 'assign' || b.assigneeId !== undefined, 'validations.required'),
    ['assigneeId'],
  ),
);
export type SupportBulkBody = v.InferInput<typeof SupportBulkBodySchema>;

export const SupportBulkDataSchema = v.object({
  applied: v.array(v.object({ id: UuidSchema })),
  refused: v.array(BulkRefusalSchema),
});

// Agents, categories, canned replies, settings --------------------------------------------------

export const SupportAgentsQuerySchema = v.object({
  desk: v.picklist(SUPPORT_AUDIENCES, 'desk must be customer or provider'),
});

/** Who may take a desk's tickets: active admins and sub-admins holding its module. */
export const SupportAgentsDataSchema = v.array(
  v.object({ id: UuidSchema, name: v.string(), available: v.boolean(), me: v.boolean() }),
);

export const SupportAvailabilityBodySchema = v.object({ available: v.boolean('available must be true or false') });

export const SupportCategorySchema = v.object({ id: UuidSchema, name: v.string(), position: v.number() });
export const SupportCategoriesDataSchema = v.array(SupportCategorySchema);
export const SupportCategoryBodySchema = v.object({
  name: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.maxLength(SUPPORT_CATEGORY_NAME_MAX, `at most ${SUPPORT_CATEGORY_NAME_MAX} characters`),
  ),
});
export const SupportCategoryIdParamsSchema = idParams('The category id');

/** A canned reply's short code: lower-case letters, digits, - and _ (typed `/code` in the reply box). */
export const CannedCodeSchema = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('validations.required'),
  v.maxLength(CANNED_CODE_MAX, `at most ${CANNED_CODE_MAX} characters`),
  v.regex(/^[a-z0-9_-]+$/, 'support.canned_code_format'),
);

export const CannedReplyBodySchema = v.object({
  code: CannedCodeSchema,
  /** The text per language: the operator's enabled languages only, its default one required. */
  texts: v.record(
    v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`),
    v.pipe(v.string('must be text'), v.trim(), v.maxLength(CANNED_TEXT_MAX, `at most ${CANNED_TEXT_MAX} characters`)),
  ),
});
export type CannedReplyBody = v.InferInput<typeof CannedReplyBodySchema>;

export const CannedReplySchema = v.object({
  id: UuidSchema,
  code: v.string(),
  texts: v.record(v.string(), v.string()),
  updatedAt: v.string(),
});
export type CannedReply = v.InferOutput<typeof CannedReplySchema>;
export const CannedRepliesDataSchema = v.array(CannedReplySchema);
export const CannedReplyIdParamsSchema = idParams('The canned reply id');

const minutes = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(5, 'must be at least 5'),
  v.maxValue(60 * 24 * 60, `must be at most ${60 * 24 * 60}`),
);
const SlaTargetSchema = v.object({ firstResponse: minutes, resolution: minutes });

/** SLA targets per priority, in minutes of running clock (the clock pauses while a ticket is pending). */
export const SupportSettingsSchema = v.object({
  sla: v.object({ low: SlaTargetSchema, normal: SlaTargetSchema, high: SlaTargetSchema, urgent: SlaTargetSchema }),
});
export type SupportSettings = v.InferOutput<typeof SupportSettingsSchema>;

// Apps -----------------------------------------------------------------------------------------

/** Who writes or reads from the apps: the ticket's requester (another one reads the ticket as not found). */
const requesterEntries = {
  customerId: v.optional(UuidSchema),
  providerId: v.optional(UuidSchema),
};
const oneRequester = <T extends { customerId?: string | undefined; providerId?: string | undefined }>(b: T) =>
  (b.customerId === undefined) !== (b.providerId === undefined);

export const AppSupportThreadQuerySchema = v.pipe(
  v.object(requesterEntries),
  v.forward(v.check(oneRequester, 'give a customerId or a providerId'), ['customerId']),
);

export const AppSupportMessageBodySchema = v.pipe(
  v.object({
    ...requesterEntries,
    body: v.pipe(bodyText, v.nonEmpty('validations.required')),
  }),
  v.forward(v.check(oneRequester, 'give a customerId or a providerId'), ['customerId']),
);

/** What the requester's app shows: the ticket and its public thread (no internal notes, no events but status). */
export const AppSupportThreadDataSchema = v.object({
  id: UuidSchema,
  reference: v.string(),
  subject: v.string(),
  status: v.picklist(SUPPORT_STATUSES),
  messages: v.array(
    v.object({
      id: UuidSchema,
      seq: v.number(),
      author: v.picklist(['admin', 'customer', 'provider']),
      authorName: v.nullable(v.string()),
      body: v.string(),
      attachments: v.array(AttachmentSchema),
      createdAt: v.string(),
    }),
  ),
});
export type AppSupportThreadData = v.InferOutput<typeof AppSupportThreadDataSchema>;
