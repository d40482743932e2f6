import { expect, type Page } from '@playwright/test';

export type BookingRow = {
  id: string;
  status: number;
  merchantName: string | null;
  orderPrice: number;
  customerFirstName: string | null;
};
export type BookingList = { data: BookingRow[]; total: number };
export type BookingOption = { id: string; label: string; sublabel: string | null };
export type BookingDetail = {
  id: string;
  status: number;
  history: { fromStatus: number | null; toStatus: number }[];
};

export const bookingRef = (id: string) => `ORD_${id.slice(0, 8).toUpperCase()}`;

/** The bookings API as a signed-in admin: tests create their own bookings through it. */
export function bookingsApi(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const api = {
    async list(query: string): Promise<BookingList> {
      const response = await page.request.get(`/api/v1/orders?${query}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).data;
    },
    async lookup(kind: 'customers' | 'providers' | 'products', query = 'limit=5'): Promise<BookingOption[]> {
      const response = await page.request.get(`/api/v1/orders/lookups/${kind}?${query}`, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()).data;
    },
    /** A new Pending booking three days ahead (first customer, provider and one of its products). */
    async create(overrides: Record<string, unknown> = {}): Promise<BookingDetail> {
      const [customer] = await api.lookup('customers');
      const [provider] = await api.lookup('providers');
      const [product] = await api.lookup('products', `limit=5&providerId=${provider?.id}`);
      const response = await page.request.post('/api/v1/orders', {
        headers,
        data: {
          customerId: customer?.id,
          providerId: provider?.id,
          productId: product?.id,
          scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          productQuantity: 1,
          orderDiscountType: 2,
          orderDiscount: 0,
          ...overrides,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).data;
    },
    async detail(id: string): Promise<BookingDetail> {
      const response = await page.request.get(`/api/v1/orders/${id}`, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()).data;
    },
    async setStatus(id: string, status: number, note?: string) {
      const response = await page.request.patch(`/api/v1/orders/${id}/status`, { headers, data: { status, note } });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
  return api;
}
