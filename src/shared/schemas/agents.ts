import * as v from 'valibot';
import { AGENTS_LIST, type SortFieldOf } from '../lists';
import { idFilter, idParams, rowColumns, UuidSchema, nullableString } from './common';
import { listQueries, listTotalEntries, searchEntry } from './list';

/**
 * Agents (spec part 1 §2 "Agents list", §3 Agent): field agents of the operator, optionally working for one of
 * its merchants. The list contract lives here; the add/edit body (which validates the phone number with
 * libphonenumber-js) is in `agent-body.ts`, so the list's chunk does not carry the phone library (decision 009).
 */

// List -----------------------------------------------------------------------------------------

export const AGENT_STATUSES = AGENTS_LIST.choices.status.values;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** The agents list's sortable columns (the row's field names). */
export type AgentSortField = SortFieldOf<typeof AGENTS_LIST>;

/** The list and its export take the same filters. */
export const { list: AgentsListQuerySchema, export: AgentsExportQuerySchema } = listQueries(AGENTS_LIST, {
  search: searchEntry('Name, email, phone number or merchant name; case-insensitive, % and _ taken literally'),
  status: v.optional(
    v.pipe(
      v.picklist([...AGENT_STATUSES, AGENTS_LIST.choices.status.all], 'status must be active, blocked or all'),
      v.description('active, blocked, or all (the default)'),
    ),
  ),
  merchantId: idFilter(
    'merchantId must be a merchant id',
    'Only the agents of this merchant (the merchant details page)',
  ),
});
export type AgentsListQuery = v.InferInput<typeof AgentsListQuerySchema>;
export type AgentsExportQuery = v.InferOutput<typeof AgentsExportQuerySchema>;

/** An agents-list row (spec part 1 §3, Agent). */
export const AgentRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  /** In international format (`+91 98450 12345`), formatted by the server. */
  phone: nullableString,
  address: nullableString,
  /** The short address shown in the list. */
  displayAddress: nullableString,
  merchantId: v.nullable(UuidSchema),
  /** The merchant's name when the agent was assigned (kept if the merchant is deleted). */
  merchantName: nullableString,
  rating: v.nullable(v.number()),
  servicable: v.boolean(),
  status: v.picklist(AGENT_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type AgentRow = v.InferOutput<typeof AgentRowSchema>;

/** `data.data` + `data.total` (API brief). */
export const AgentsListDataSchema = v.object({ data: v.array(AgentRowSchema), ...listTotalEntries });

export const AgentIdParamsSchema = idParams('Agent id (uuid); a malformed or unknown id answers 404');

/** Block or unblock an agent. */
export const AgentStatusBodySchema = v.object({
  status: v.picklist(AGENT_STATUSES, 'status must be active or blocked'),
});

/** The export's columns: the row's fields but updatedAt. */
export const AGENT_CSV_COLUMNS = rowColumns(AgentRowSchema, ['updatedAt']);
export type AgentCsvColumn = (typeof AGENT_CSV_COLUMNS)[number];
