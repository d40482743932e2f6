import { allowedNextStatuses, isBookingEditable, type OrderDetail, type OrdersListData } from '@/shared/schemas/orders';

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
