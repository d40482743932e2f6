import { expect, test } from '@playwright/test';
import { PASSWORD, signInReload } from './fixtures';

test.describe('sign-in', () => {
  test('an admin signs in, sees the dashboard, stays signed in after reload, and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel('Email or username').fill('admin@demo.test');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    const reloaded = await signInReload(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    await expect(dashboard).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Demo Marketplace');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    // The console reloads one second after sign-in; it must still be signed in after it.
    await reloaded();
    await expect(dashboard).toBeVisible();
    await page.reload();
    await expect(dashboard).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Demo Marketplace');
    await expect(page).toHaveURL(/\/dashboard/);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('current-user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test.describe('a first visit, its worker registering as in a real one', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a first visit draws the form from the configuration the page came with: no lookup call, no console errors', async ({
      page,
    }) => {
      const lookups: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/operators/lookup')) lookups.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective}`),
        );
      });
      const response = await page.goto('/auth/login');
      // The page arrives with its first paint (the operator's name over the card), drawn before any script.
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<div id="mpa-first-paint"[^>]*aria-hidden="true"/);
      expect(html).toContain('<p class="mpa-fp-brand-name">Demo Marketplace</p>');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      // ...and the real form replaces it: nothing of it stays over the page.
      await expect(page.locator('#mpa-first-paint')).toHaveCount(0);
      const expected = (await (await page.request.get('/api/v1/operators/lookup?domain=127.0.0.1')).json()).data
        .operatorId as string;
      expect(await page.evaluate(() => localStorage.getItem('operatorId'))).toBe(expected);
      expect(await page.locator('#mpa-boot').count()).toBe(1);
      expect(lookups).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  test('a first visit draws the sign-in form in its first render, not in a blocking render after it', async ({
    page,
  }) => {
    // Each batch of changes under #root: does the form exist yet? React writes one render's changes together, so
    // the first batch is the first render. Rendered before the router had the screen's code, the form came in a
    // second, synchronous render: one long task on a first visit (issue 22).
    await page.addInitScript(() => {
      const batches: boolean[] = [];
      (window as unknown as { rootBatches: boolean[] }).rootBatches = batches;
      new MutationObserver((records) => {
        const root = document.getElementById('root');
        if (!root || !records.some((record) => root.contains(record.target))) return;
        batches.push(root.querySelector('input[type="password"]') !== null);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const batches = await page.evaluate(() => (window as unknown as { rootBatches: boolean[] }).rootBatches);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches[0]).toBe(true);
  });

  test('a wrong password shows the error under the username field', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email or username').fill('admin@demo.test');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page.getByLabel('Email or username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('empty fields ask for username and password without calling the server', async ({ page }) => {
    await page.goto('/auth/login');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/')) calls++;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('please enter username')).toBeVisible();
    await expect(page.getByText('please enter password')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('the domain selector switches operator: branding colour and languages change', async ({ page }) => {
    await page.goto('/auth/login');
    const button = page.getByRole('button', { name: 'Login' });
    // Filled buttons use the first shade of the brand colour that keeps white text readable (WCAG AA):
    // #1B86FE → 15 % darker; Onda's #23AEC1 → 30 % darker.
    const colour = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colour()).toBe('rgb(23, 114, 216)');

    await page.getByRole('combobox', { name: 'Domain' }).selectOption('onda.localhost');
    await expect(page.getByText('Onda Serviços')).toBeVisible();
    await expect.poll(colour).toBe('rgb(25, 122, 135)');
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['English', 'Português']);
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Domínio' }).selectOption('lotus.localhost');
    await expect(page.getByText('Lotus Services')).toBeVisible();
    // Portuguese is not offered by Lotus: back to English.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['English', '简体中文', '繁體中文']);
    await page.keyboard.press('Escape');

    // Signing in as Lotus's admin lands in Lotus's console.
    await page.getByLabel('Email or username').fill('admin@lotus.test');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    const reloaded = await signInReload(page);
    await button.click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Lotus Services');
    // Still Lotus's console after the reload that follows a sign-in.
    await reloaded();
    await expect(page.getByRole('banner')).toContainText('Lotus Services');
  });
});
