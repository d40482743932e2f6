import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@12345';

type LoginData = { user: { id: string; operatorId: string }; expiresIn: number; accessToken: string };

/** Signs in through the API and stores the session as the console does, so tests start signed in. */
export async function signInViaApi(page: Page, email: string): Promise<LoginData> {
  const data = await apiLogin(page.request, email);
  await page.addInitScript(
    ({ session, operatorId }) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('current-user', JSON.stringify(session));
        localStorage.setItem('operatorId', operatorId);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    { session: { ...data, expiresAt: Date.now() + data.expiresIn * 1000 }, operatorId: data.user.operatorId },
  );
  return data;
}

export async function apiLogin(request: APIRequestContext, email: string): Promise<LoginData> {
  const client = await request.post('/api/v1/auth/client-login', {
    data: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const response = await request.post('/api/v1/auth/login', {
    data: { username: email, password: PASSWORD },
    headers: { 'X-Client-Token': clientToken },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as LoginData;
}

/**
 * axe on the current page: no serious or critical violations. Legacy mode runs axe in the page itself (the
 * default runs it per frame, then again in a new blank page to combine the results: the console has no
 * cross-origin frames to need that), and only violations are detailed: together 3-4× faster per call, which
 * is most of an e2e test's time on these machines.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`),
    'serious accessibility violations',
  ).toEqual([]);
}
