import type { PayoutRow } from '@/shared/schemas/payouts';

/** The Payout Request dialog's values: the decision (radio values "1" Accepted, "2" Rejected), proof, note. */
export type DecisionValues = { status: '1' | '2' | null; proof: string[]; note: string };

export const emptyDecision = (): DecisionValues => ({ status: null, proof: [], note: '' });

/** What is missing (spec part 2 §5: status and a proof image are both required). */
export function missingDecisionFields(values: DecisionValues): ('status' | 'proof')[] {
  const missing: ('status' | 'proof')[] = [];
  if (values.status !== '1' && values.status !== '2') missing.push('status');
  if (values.proof.length === 0) missing.push('proof');
  return missing;
}

/** The PATCH /payouts body of valid values. */
export function decisionBody(id: string, values: DecisionValues) {
  const note = values.note.trim();
  return {
    id,
    status: values.status === '2' ? (2 as const) : (1 as const),
    proof: values.proof,
    ...(note ? { note } : {}),
  };
}

/**
 * A 422's field errors on the dialog's fields: `proof.0` (one image) lands on `proof`; fields the dialog does not
 * show (the id) come back as `other`.
 */
export function decisionFieldErrors(errors: Record<string, string>): {
  fields: Partial<Record<'status' | 'proof' | 'note', string>>;
  other: string[];
} {
  const fields: Partial<Record<'status' | 'proof' | 'note', string>> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.')[0];
    if (field === 'status' || field === 'proof' || field === 'note') fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

/** A page of the list with one row replaced by the server's (the row updates in place, nothing reloads). */
export function withRow<P extends { rows: PayoutRow[] }>(page: P | undefined, row: PayoutRow): P | undefined {
  if (!page?.rows.some((r) => r.id === row.id)) return page;
  return { ...page, rows: page.rows.map((r) => (r.id === row.id ? row : r)) };
}
