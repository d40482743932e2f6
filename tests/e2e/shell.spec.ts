import { expect, test } from '@playwright/test';
import { routeForPush } from '../../src/shared/push-routes';
import { apiLogin, expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

const nav = (page: import('@playwright/test').Page) => page.getByTestId('side-nav');
const navWidth = (page: import('@playwright/test').Page) =>
  nav(page).evaluate((el) => el.getBoundingClientRect().width);

test.describe('shell at 1440 px (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu is open, collapses to a rail the user keeps, and expands while hovered', async ({ page }) => {
    await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await expect(nav(page).getByRole('link', { name: 'Bookings' })).toBeVisible();
    expect(await navWidth(page)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect.poll(() => navWidth(page)).toBeLessThan(100);
    await page.mouse.move(700, 400);
    await nav(page).hover();
    await expect.poll(() => navWidth(page)).toBeGreaterThan(200);
    await page.mouse.move(900, 500);
    await page.reload();
    await expect.poll(() => navWidth(page)).toBeLessThan(100);
  });

  test('submenus behave as an accordion and the current page’s submenu opens by itself', async ({ page }) => {
    await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await nav(page).getByText('Money', { exact: true }).click();
    await expect(nav(page).getByRole('link', { name: 'Payouts' })).toBeVisible();
    await nav(page).getByText('Settings', { exact: true }).click();
    await expect(nav(page).getByRole('link', { name: 'Languages' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Payouts' })).toBeHidden();
    await page.goto('/transactions');
    await expect(nav(page).getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  });

  test('a sub-admin sees only its modules and gets a 403 page inside the shell elsewhere', async ({ page }) => {
    await signInViaApi(page, 'ops@sparkle.test');
    await page.goto('/dashboard');
    const links = nav(page).getByRole('link');
    await expect(links).toHaveText(['Dashboard', 'Bookings', /API reference/]);
    await page.goto('/payouts');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
    await expect(page).toHaveURL(/\/payouts$/);
  });

  test('an admin sees the modules its operator enabled, not others', async ({ page }) => {
    await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await nav(page).getByText('Money', { exact: true }).click();
    await expect(nav(page).getByRole('link', { name: 'Payouts' })).toBeVisible();
    // Sparkle has not enabled support modules (spec part 1 §6).
    await expect(nav(page).getByText('Support', { exact: true })).toHaveCount(0);
    await page.goto('/support/provider_support');
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });

  test('theme and language persist across a reload; Hindi renders', async ({ page }) => {
    await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectNoSeriousA11yViolations(page);
  });

  test('Chinese renders for Lotus, and the language is offered only where the operator has it', async ({ page }) => {
    await signInViaApi(page, 'admin@lotus.test');
    await page.goto('/dashboard');
    // The tab shows the operator's icon (its logo: Lotus has no favicon of its own), set once the screen is drawn.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/branding/lotus.webp');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible();
    await page.getByRole('button', { name: '語言' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { name: '仪表板' })).toBeVisible();
  });

  test('the notification drawer opens each pushType’s page', async ({ page }) => {
    // Up to five drawer openings, each scrolling through pages of 10 to the first message of its kind (the 50th or
    // so since the support desk's seeded notifications came first): more than the default minute on a busy machine.
    test.setTimeout(120_000);
    // Onda's admin sees every pushType (support modules included); other tests do not write to Onda.
    const session = await signInViaApi(page, 'admin@onda.test');
    const response = await page.request.get('/api/v1/notifications?pageNumber=1&pageSize=60', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    const all = (await response.json()).data.notifications as Array<Parameters<typeof routeForPush>[0]>;
    // The first message of each destination kind, by its position in the drawer's (newest-first) list.
    const picks = new Map<string, number>();
    all.forEach((item, index) => {
      const target = routeForPush(item);
      const kind = target?.split(/[/?]/).slice(0, 3).join('/');
      if (target && kind && !picks.has(kind)) picks.set(kind, index);
    });
    expect(picks.size).toBeGreaterThanOrEqual(3);
    await page.goto('/dashboard');
    await expect(page.getByTestId('notification-dot').locator('.mantine-Indicator-indicator')).toBeVisible();
    for (const index of picks.values()) {
      const target = routeForPush(all[index] as Parameters<typeof routeForPush>[0]);
      await page.getByRole('button', { name: 'Notifications' }).click();
      const items = page.getByTestId('notification-list').getByRole('button');
      await expect(items.first()).toBeVisible();
      // Pages of 10 load as the list scrolls.
      while ((await items.count()) <= index) {
        await items.last().scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'All Notifications' }).scrollIntoViewIfNeeded();
        await page.waitForTimeout(200);
      }
      await items.nth(index).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
      await page.goto('/dashboard');
    }
  });

  test('the drawer loads more messages as the user scrolls, and links to all notifications', async ({ page }) => {
    await signInViaApi(page, 'admin@demo.test');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const items = page.getByTestId('notification-list').getByRole('button');
    await expect(items.first()).toBeVisible();
    await items.last().scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'All Notifications' }).scrollIntoViewIfNeeded();
    await expect.poll(() => items.count()).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'All Notifications' }).click();
    await expect(page).toHaveURL(/\/notification(\?|$)/);
  });

  test('the progress bar moves in a few steps while a request is held, not at every frame', async ({ page }) => {
    await signInViaApi(page, 'admin@sparkle.test');
    await page.goto('/dashboard');
    await expect(nav(page).getByRole('link', { name: 'Bookings' })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/orders?**', async (route) => {
      await held;
      await route.continue();
    });
    await nav(page).getByRole('link', { name: 'Bookings' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toBeVisible();
    // The values one move draws, read at 21 points of its transition with the transition paused and seeked: a smooth
    // bar draws a new value at each point; this one the start, the midpoint and the end. Seeking makes the reading
    // independent of how many frames a loaded machine draws (a count of frames in a second read 14 in CI).
    const steps = await bar.evaluate(
      (element) =>
        new Promise<{ values: number; duration: number; timing: string }>((resolve, reject) => {
          const deadline = performance.now() + 5000;
          const look = () => {
            const move = element.getAnimations().find((animation) => animation.playState === 'running');
            if (!move) {
              if (performance.now() > deadline) reject(new Error('no move of the bar within 5 s'));
              else requestAnimationFrame(look);
              return;
            }
            move.pause();
            const duration = Number(move.effect?.getComputedTiming().duration ?? 0);
            const seen = new Set<string>();
            for (let i = 0; i <= 20; i += 1) {
              move.currentTime = (duration * i) / 20;
              seen.add(getComputedStyle(element).transform);
            }
            move.play();
            resolve({ values: seen.size, duration, timing: getComputedStyle(element).transitionTimingFunction });
          };
          requestAnimationFrame(look);
        }),
    );
    // And the bar keeps moving while the request is held: its value grows at each trickle of 300 ms.
    const before = Number(await bar.getAttribute('aria-valuenow'));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    release();
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    expect(steps.duration).toBeGreaterThan(0);
    expect(steps.values, `values drawn in one move (timing ${steps.timing})`).toBeGreaterThanOrEqual(2);
    expect(steps.values, `values drawn in one move (timing ${steps.timing})`).toBeLessThanOrEqual(3);
  });

  test('the shell passes axe in light mode', async ({ page }) => {
    await signInViaApi(page, 'admin@demo.test');
    await page.goto('/dashboard');
    await expect(nav(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('shell at 820 px (tablet)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the menu is a collapsed rail that expands while hovered', async ({ page }) => {
    await signInViaApi(page, 'admin@demo.test');
    await page.goto('/dashboard');
    await expect.poll(() => navWidth(page)).toBeLessThan(100);
    // Icon-only links keep their names for assistive technology.
    await expect(nav(page).getByRole('link', { name: 'Bookings' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    await nav(page).hover();
    await expect.poll(() => navWidth(page)).toBeGreaterThan(200);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('shell at 390 px (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu overlays the page and closes on every navigation', async ({ page }) => {
    await signInViaApi(page, 'admin@demo.test');
    await page.goto('/dashboard');
    await expect(nav(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav(page)).toBeInViewport();
    await nav(page).getByText('Money', { exact: true }).click();
    await nav(page).getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/payouts$/);
    await expect(nav(page)).not.toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the API session helper signs in', async ({ request }) => {
  const data = await apiLogin(request, 'admin@demo.test');
  expect(data.user.id).toBeTruthy();
});
