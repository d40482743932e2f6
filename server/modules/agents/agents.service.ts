import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { formatPhone } from '../../../src/shared/phone';
import type { AgentBodySchema } from '../../../src/shared/schemas/agent-body';
import { AGENTS_LIST } from '../../../src/shared/lists';
import { AGENT_CSV_COLUMNS, type AgentRow, type AgentsExportQuery } from '../../../src/shared/schemas/agents';
import type { Db } from '../../db/client';
import { agents, providers } from '../../db/schema';
import { fieldError, unprocessable } from '../../lib/errors';
import { csvColumns } from '../../lib/csv-export';
import { columnsOf, entity } from '../../lib/entity';

/** The agents of the operator by id (a malformed, unknown or other operator's id is `agent.not_found`) and their list. */
export const agent = entity(agents, 'agent.not_found', {
  columns: columnsOf(agents),
  /** A row as the API sends it: the phone already in international format (lists do not load the phone library). */
  toRow: (r): AgentRow => ({
    ...r,
    phone: formatPhone(null, r.phone),
    rating: r.rating === null ? null : Number(r.rating),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  filter: (q: AgentsExportQuery) => [
    q.status === undefined || q.status === 'all' ? undefined : eq(agents.status, q.status),
    q.merchantId === undefined ? undefined : eq(agents.merchantId, q.merchantId),
  ],
  // Name, email or merchant name: one LIKE against their lower-cased copy (`search_text`, a generated column; the
  // pattern lowered by the same function), which matches exactly what an ILIKE on each of them would. A phone
  // number holds digits, spaces and + ( ) - only: a term with a digit may match one; numbers are stored spaced
  // (`+91 98450 12345`), so digits typed together also find them.
  search: ({ pattern, term, digits }) => [
    sql`${agents.searchText} like lower(${pattern})`,
    /\d/.test(term) ? sql`${agents.phone} ilike ${pattern}` : undefined,
    digits ? sql`regexp_replace(${agents.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  ],
  /** Newest first, or a whitelisted field with the creation time and id after it (a total order). */
  sort: {
    list: AGENTS_LIST,
    fields: {
      name: agents.name,
      email: agents.email,
      merchantName: agents.merchantName,
      rating: agents.rating,
      status: agents.status,
      createdAt: agents.createdAt,
    },
    tieBreaker: [agents.createdAt, agents.id],
  },
  counted: 'agents',
  buckets: (q) =>
    q.merchantId !== undefined ? null : q.status === undefined || q.status === 'all' ? 'all' : [q.status],
});

/** The export's columns: the row's fields of AGENT_CSV_COLUMNS, in that order. */
export const AGENT_CSV = csvColumns<AgentRow>(AGENT_CSV_COLUMNS);

type AgentBody = v.InferOutput<typeof AgentBodySchema>;

/** The body as columns; the merchant must be one of the operator's (another's is as unknown as a made-up id). */
export async function valuesOf(db: Db, operatorId: string, body: AgentBody) {
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
