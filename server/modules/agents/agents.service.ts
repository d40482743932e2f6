import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CsvColumn } from '../../../src/shared/csv';
import { formatPhone } from '../../../src/shared/phone';
import type { AgentBodySchema } from '../../../src/shared/schemas/agent-body';
import { AGENTS_LIST } from '../../../src/shared/lists';
import type {
  AgentCsvColumn,
  AgentRow,
  AgentSortField,
  AgentStatus,
  AgentsExportQuery,
} from '../../../src/shared/schemas/agents';
import type { Db } from '../../db/client';
import { agents, providers } from '../../db/schema';
import { fieldError, unprocessable } from '../../lib/errors';
import {
  containsPattern,
  orderOf,
  type Paging,
  pageWindow,
  type SortQuery,
  type SortSpec,
  listTotal,
  totalFields,
} from '../../lib/list';
import { scopedCrud } from '../../lib/crud';

/** One agent of the operator by id: a malformed, unknown or other operator's id is `agent.not_found`. */
export const agent = scopedCrud(agents, 'agent.not_found');

const columns = {
  id: agents.id,
  name: agents.name,
  email: agents.email,
  phone: agents.phone,
  address: agents.address,
  displayAddress: agents.displayAddress,
  merchantId: agents.merchantId,
  merchantName: agents.merchantName,
  rating: agents.rating,
  servicable: agents.servicable,
  status: agents.status,
  createdAt: agents.createdAt,
  updatedAt: agents.updatedAt,
};

type AgentRecord = Pick<typeof agents.$inferSelect, keyof typeof columns>;

/** A row as the API sends it: the phone already in international format (lists do not load the phone library). */
const toRow = (r: AgentRecord): AgentRow => ({
  ...r,
  phone: formatPhone(null, r.phone),
  rating: r.rating === null ? null : Number(r.rating),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// List -----------------------------------------------------------------------------------------

function searchCondition(raw: string | undefined): SQL | undefined {
  const pattern = containsPattern(raw);
  if (!pattern) return undefined;
  // Name, email or merchant name: one LIKE against their lower-cased copy (`search_text`, a generated column; the
  // pattern lowered by the same function), which matches exactly what an ILIKE on each of them would.
  const parts = [sql`${agents.searchText} like lower(${pattern})`];
  const term = (raw ?? '').trim();
  // A phone number holds digits, spaces and + ( ) - only: a term with a digit may match one.
  if (/\d/.test(term)) parts.push(sql`${agents.phone} ilike ${pattern}`);
  // Phone numbers are stored spaced (`+91 98450 12345`): digits typed together also find them.
  const digits = /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  if (digits) parts.push(sql`regexp_replace(${agents.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

type AgentFilter = Omit<AgentsExportQuery, 'sortBy' | 'sortDir'>;

const agentFilter = (operatorId: string, q: AgentFilter) =>
  and(
    eq(agents.operatorId, operatorId),
    q.status === undefined || q.status === 'all' ? undefined : eq(agents.status, q.status),
    q.merchantId === undefined ? undefined : eq(agents.merchantId, q.merchantId),
    searchCondition(q.search),
  );

/** Newest first, or a whitelisted field with the creation time and id after it (a total order). */
const AGENT_SORT: SortSpec<AgentSortField> = {
  list: AGENTS_LIST,
  fields: {
    name: agents.name,
    email: agents.email,
    merchantName: agents.merchantName,
    rating: agents.rating,
    status: agents.status,
    createdAt: agents.createdAt,
  },
  defaultOrder: [desc(agents.createdAt), desc(agents.id)],
  tieBreaker: [agents.createdAt, agents.id],
};

export async function listAgents(
  db: Db,
  operatorId: string,
  q: AgentFilter & SortQuery<AgentSortField> & Paging,
): Promise<{ data: AgentRow[]; total: number; totalCapped?: true }> {
  const filter = agentFilter(operatorId, q);
  const { limit, offset } = pageWindow(q);
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(agents)
      .where(filter)
      .orderBy(...orderOf(AGENT_SORT, q))
      .limit(limit)
      .offset(offset),
    listTotal(db, {
      operatorId,
      list: 'agents',
      buckets:
        q.search?.trim() || q.merchantId !== undefined
          ? null
          : q.status === undefined || q.status === 'all'
            ? 'all'
            : [q.status],
      matching: db.select({ id: agents.id }).from(agents).where(filter).$dynamic(),
    }),
  ]);
  return { data: rows.map(toRow), ...totalFields(counted) };
}

/** Every agent matching the list's filter, in the list's order, for the export. */
export async function allAgents(db: Db, operatorId: string, q: AgentsExportQuery): Promise<AgentRecord[]> {
  return db
    .select(columns)
    .from(agents)
    .where(agentFilter(operatorId, q))
    .orderBy(...orderOf(AGENT_SORT, q));
}

/** The export's columns (AGENT_CSV_COLUMNS, in that order). */
export const AGENT_CSV: readonly CsvColumn<AgentRecord>[] = (
  [
    ['id', (r) => r.id],
    ['name', (r) => r.name],
    ['email', (r) => r.email],
    ['phone', (r) => formatPhone(null, r.phone)],
    ['address', (r) => r.address],
    ['displayAddress', (r) => r.displayAddress],
    ['merchantId', (r) => r.merchantId],
    ['merchantName', (r) => r.merchantName],
    ['rating', (r) => (r.rating === null ? null : Number(r.rating))],
    ['servicable', (r) => r.servicable],
    ['status', (r) => r.status],
    ['createdAt', (r) => r.createdAt],
  ] as const satisfies readonly (readonly [AgentCsvColumn, (r: AgentRecord) => unknown])[]
).map(([header, value]) => ({ header, value }));

// One agent ------------------------------------------------------------------------------------

export async function getAgent(db: Db, operatorId: string, id: string): Promise<AgentRow> {
  return toRow(agent.found(await db.select(columns).from(agents).where(agent.where(operatorId, id)).limit(1)));
}

type AgentBody = v.InferOutput<typeof AgentBodySchema>;

/** The body as columns; the merchant must be one of the operator's (another's is as unknown as a made-up id). */
async function valuesOf(db: Db, operatorId: string, body: AgentBody) {
  let merchantName: string | null = null;
  if (body.merchantId) {
    const [merchant] = await db
      .select({ name: providers.name })
      .from(providers)
      .where(and(eq(providers.id, body.merchantId), eq(providers.operatorId, operatorId)))
      .limit(1);
    if (!merchant) throw unprocessable({ merchantId: fieldError('agent.unknown_merchant') });
    merchantName = merchant.name;
  }
  return {
    name: body.name,
    email: body.agentEmail,
    phone: body.agentPhone,
    address: body.agentAddress ?? null,
    displayAddress: body.agentDisplayAddress ?? null,
    merchantId: body.merchantId ?? null,
    merchantName,
  };
}

export async function createAgent(db: Db, operatorId: string, body: AgentBody): Promise<AgentRow> {
  return getAgent(db, operatorId, await agent.create(db, operatorId, await valuesOf(db, operatorId, body)));
}

export async function updateAgent(db: Db, operatorId: string, id: string, body: AgentBody): Promise<AgentRow> {
  return getAgent(db, operatorId, await agent.update(db, operatorId, id, await valuesOf(db, operatorId, body)));
}

export async function setAgentStatus(db: Db, operatorId: string, id: string, status: AgentStatus): Promise<AgentRow> {
  return getAgent(db, operatorId, await agent.update(db, operatorId, id, { status }));
}
