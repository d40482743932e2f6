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

/**
 * The console reloads itself one second after a sign-in through the form (spec part 1 §4). A test that signs in
 * through the form waits for that reload before it ends: a context closed while its page reloads may never finish
 * closing (seen: "Tearing down "context" exceeded the test timeout", 1 run in 6 of the domain selector test).
 * Called before the sign-in; the function it returns waits until a new document has loaded by reloading.
 */
export async function signInReload(page: Page): Promise<() => Promise<void>> {
  const before = await page.evaluate(() => performance.timeOrigin);
  return async () => {
    await page.waitForFunction(
      (origin) =>
        performance.timeOrigin !== origin &&
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload',
      before,
      { timeout: 10_000 },
    );
  };
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
