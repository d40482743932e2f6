import { describe, expect, it } from 'vitest';
import type { PayoutRow } from '@/shared/schemas/payouts';
import { decisionBody, decisionFieldErrors, emptyDecision, missingDecisionFields, withRow } from './payout-decision';

const row = (id: string, status = 0): PayoutRow => ({
  id,
  amount: 12550,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
  providerId: null,
  firstName: 'Asha',
  lastName: 'Rao',
  providerName: 'Asha Rao',
  proof: [],
  decidedAt: null,
  note: null,
});

describe('payout decision', () => {
  it('requires both the status and a proof image', () => {
    expect(missingDecisionFields(emptyDecision())).toEqual(['status', 'proof']);
    expect(missingDecisionFields({ status: '2', proof: [], note: '' })).toEqual(['proof']);
    expect(missingDecisionFields({ status: null, proof: ['/uploads/a.png'], note: '' })).toEqual(['status']);
    expect(missingDecisionFields({ status: '1', proof: ['/uploads/a.png'], note: '' })).toEqual([]);
  });

  it('sends the status as 1 or 2 and the note only when written', () => {
    expect(decisionBody('p', { status: '1', proof: ['/uploads/a.png'], note: '  ' })).toEqual({
      id: 'p',
      status: 1,
      proof: ['/uploads/a.png'],
    });
    expect(decisionBody('p', { status: '2', proof: ['/uploads/a.png'], note: ' wrong account ' })).toEqual({
      id: 'p',
      status: 2,
      proof: ['/uploads/a.png'],
      note: 'wrong account',
    });
  });

  it("puts a 422 on the dialog's fields: one image's error on proof, the rest apart", () => {
    expect(
      decisionFieldErrors({ 'proof.1': 'not an upload', proof: 'second', status: 'pick one', id: 'bad id' }),
    ).toEqual({ fields: { proof: 'not an upload', status: 'pick one' }, other: ['bad id'] });
  });

  it('replaces the decided row in a cached page and leaves other pages as they are', () => {
    const page = { rows: [row('a'), row('b')], total: 2 };
    const decided = { ...row('b', 1), proof: ['/uploads/x.png'] };
    expect(withRow(page, decided)?.rows).toEqual([row('a'), decided]);
    expect(withRow(page, row('c', 2))).toBe(page);
    expect(withRow(undefined, decided)).toBeUndefined();
  });
});
