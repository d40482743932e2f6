import {
  allowedNextStatuses,
  isBookingEditable,
  type OrderDetail,
  type OrdersListData,
  type OrderUpdateBody,
} from '@/shared/schemas/orders';

/** The id of a history entry shown before the server confirmed it. */
export const PENDING_HISTORY_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A booking as it will look once the server accepts the move to `status`: new status, its allowed
 * next statuses, whether it can still be edited, and the change at the end of the history.
 */
export function detailWithStatus(
  detail: OrderDetail,
  status: number,
  note: string | null,
  now: Date = new Date(),
): OrderDetail {
  return {
    ...detail,
    status,
    allowedNextStatuses: allowedNextStatuses(status),
    editable: isBookingEditable(status),
    updatedAt: now.toISOString(),
    history: [
      ...detail.history,
      {
        id: PENDING_HISTORY_ID,
        fromStatus: detail.status,
        toStatus: status,
        note,
        createdAt: now.toISOString(),
        changedBy: null,
      },
    ],
  };
}

/** A page of bookings with booking `id` (when on it) in `status`; the same object when it is not there. */
export function listWithStatus(data: OrdersListData, id: string, status: number): OrdersListData {
  if (!data.data.some((row) => row.id === id)) return data;
  return { ...data, data: data.data.map((row) => (row.id === id ? { ...row, status } : row)) };
}

/**
 * A booking as it will look once the server accepts an edit, as far as the console can tell: schedule,
 * address and notes. Provider, quantity and discount change the price, which only the server computes.
 */
export function detailWithEdit(detail: OrderDetail, body: OrderUpdateBody, now: Date = new Date()): OrderDetail {
  return {
    ...detail,
    ...(body.scheduledAt !== undefined && { scheduledAt: body.scheduledAt }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.notes !== undefined && { notes: body.notes }),
    updatedAt: now.toISOString(),
  };
}

/** What the offline queue holds for one booking: the status it is moving to (the last one) and the edits. */
export type PendingOrderSync = { status: number | null; edits: number };

type PendingEntry =
  | { kind: 'status'; variables: { id: string; status: number } | undefined }
  | { kind: 'update'; variables: { id: string } | undefined };

/** Queue entries (oldest first) by booking. */
export function pendingByOrder(entries: readonly PendingEntry[]): Map<string, PendingOrderSync> {
  const byId = new Map<string, PendingOrderSync>();
  for (const entry of entries) {
    if (!entry.variables) continue;
    const current = byId.get(entry.variables.id) ?? { status: null, edits: 0 };
    if (entry.kind === 'status' && 'status' in entry.variables) current.status = entry.variables.status;
    else current.edits += 1;
    byId.set(entry.variables.id, current);
  }
  return byId;
}
