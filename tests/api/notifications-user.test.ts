import { describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';

type Row = { pushType: number; user: string | null; subOrderId: string | null; customerId: string | null };

/** Every notification the admin sees, page by page. */
async function allNotifications(token: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const result = await call('GET', `/notifications?pageNumber=${page}&pageSize=100`, { token });
    expect(result.status).toBe(200);
    const batch = result.body.data.notifications as Row[];
    rows.push(...batch);
    if (batch.length < 100) return rows;
  }
}

// Issue 75 (12): the notifications page showed "—" for the user on 142 of 303 rows: a booking's notification names
// its booking, not its customer, and a customer without a last name had no name at all.
describe('notifications: the user they concern', () => {
  it('names a user on every notification about a booking, a provider, a payout, a support request or a customer', async () => {
    const admin = await signIn('admin@sparkle.test');
    const rows = await allNotifications(admin.accessToken);
    const bookings = rows.filter((n) => n.pushType === 11);
    expect(bookings.length).toBeGreaterThan(0);
    const nameless = rows.filter((n) => [11, 12, 13, 14, 15].includes(n.pushType) && !n.user);
    expect(nameless.map((n) => n.pushType)).toEqual([]);
  });
});
