import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrdersListData } from '@/shared/schemas/orders';
import { detailWithEdit, detailWithStatus, listWithStatus, PENDING_HISTORY_ID, pendingByOrder } from './optimistic';

const id = '11111111-2222-4333-8444-555555555555';
const detail = {
  id,
  status: 0,
  allowedNextStatuses: [1, 8, 7, 9],
  editable: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  history: [
    { id: 'h1', fromStatus: null, toStatus: 0, note: null, createdAt: '2026-01-01T00:00:00.000Z', changedBy: null },
  ],
} as unknown as OrderDetail;

describe('optimistic status change', () => {
  it('shows the new status, what may follow it and the change at the end of the history', () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const next = detailWithStatus(detail, 5, 'on site', now);
    expect(next).toMatchObject({ status: 5, allowedNextStatuses: [6], editable: false });
    expect(next.history.at(-1)).toEqual({
      id: PENDING_HISTORY_ID,
      fromStatus: 0,
      toStatus: 5,
      note: 'on site',
      createdAt: now.toISOString(),
      changedBy: null,
    });
    expect(detail.status).toBe(0);
  });

  it('changes the booking’s row on a cached list page and leaves other pages alone', () => {
    const page = {
      total: 2,
      data: [
        { id, status: 0 },
        { id: 'other', status: 3 },
      ],
    } as unknown as OrdersListData;
    const next = listWithStatus(page, id, 1);
    expect(next.data.map((r) => r.status)).toEqual([1, 3]);
    expect(page.data[0]?.status).toBe(0);
    const elsewhere = { total: 1, data: [{ id: 'other', status: 3 }] } as unknown as OrdersListData;
    expect(listWithStatus(elsewhere, id, 1)).toBe(elsewhere);
  });
});

describe('pending sync by booking', () => {
  it('keeps the last queued status per booking and counts the edits', () => {
    const pending = pendingByOrder([
      { kind: 'status', variables: { id: 'a', status: 1 } },
      { kind: 'update', variables: { id: 'a' } },
      { kind: 'status', variables: { id: 'a', status: 2 } },
      { kind: 'update', variables: { id: 'b' } },
      { kind: 'status', variables: undefined },
    ]);
    expect(pending.get('a')).toEqual({ status: 2, edits: 1 });
    expect(pending.get('b')).toEqual({ status: null, edits: 1 });
    expect(pending.size).toBe(2);
  });
});

describe('optimistic edit', () => {
  it('shows the new schedule, address and notes and leaves the price to the server', () => {
    const now = new Date('2026-02-01T10:00:00Z');
    const next = detailWithEdit(detail, { address: 'Rua 1', notes: null, productQuantity: 3 }, now);
    expect(next.address).toBe('Rua 1');
    expect(next.notes).toBeNull();
    expect(next.updatedAt).toBe(now.toISOString());
    expect(next.status).toBe(detail.status);
    expect(next).not.toHaveProperty('productQuantity');
  });
});
