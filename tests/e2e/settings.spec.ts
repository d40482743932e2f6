import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

/**
 * Settings → General and Languages (issue 68), on Sparkle (English and Hindi). Each test puts Sparkle's settings back
 * through the API afterwards: the other specs read the demo operators as seeded.
 */
const ADMIN = 'admin@sparkle.test';

type Session = Awaited<ReturnType<typeof apiLogin>>;
const headers = (s: Session) => ({ Authorization: `Bearer ${s.accessToken}`, 'X-Operator-Id': s.user.operatorId });

let saved: { general: Record<string, unknown>; languages: Record<string, unknown> } | null = null;

async function remember(request: APIRequestContext) {
  const session = await apiLogin(request, ADMIN);
  const general = (await (await request.get('/api/v1/settings/general', { headers: headers(session) })).json()).data;
  const languages = (await (await request.get('/api/v1/settings/languages', { headers: headers(session) })).json())
    .data;
  const { bookings: _b, icon192Url: _s, icon512Url: _l, ...body } = general;
  saved = { general: body, languages };
}

test.beforeEach(async ({ request }) => remember(request));

test.afterEach(async ({ request }) => {
  if (!saved) return;
  const session = await apiLogin(request, ADMIN);
  const general = await request.put('/api/v1/settings/general', {
    headers: headers(session),
    data: { ...saved.general, confirmCurrencyChange: true },
  });
  expect(general.status(), await general.text()).toBe(200);
  const languages = await request.put('/api/v1/settings/languages', {
    headers: headers(session),
    data: saved.languages,
  });
  expect(languages.status(), await languages.text()).toBe(200);
  saved = null;
});

/** A second console of the same operator, in a context of its own, reading `language` when given. */
async function secondConsole(browser: Browser, language?: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page, ADMIN);
  if (language)
    await page.addInitScript((lang) => {
      if (!sessionStorage.getItem('e2e-language')) {
        localStorage.setItem('appLanguage', lang);
        sessionStorage.setItem('e2e-language', '1');
      }
    }, language);
  return { context, page };
}

/** Opens `path` and waits until the console's live channel (the notifications stream) is connected. */
async function openWithLiveChannel(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/v1/notifications/stream'));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  await expect(page.getByTestId('side-nav')).toBeVisible();
}

const primaryColour = (page: Page) => page.getByRole('textbox', { name: 'Primary colour' });

test.describe('Settings → General', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a colour that fails WCAG AA is refused with its ratio; title and colour are previewed, saved, and seen by another console', async ({
    page,
    browser,
  }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Settings', { exact: true }).click();
    await nav.getByRole('link', { name: 'General' }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
    await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();

    await primaryColour(page).fill('#FFFF00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(/White button text on this colour reaches \d\.\d+:1; WCAG AA needs at least 4\.5:1/),
    ).toBeVisible();

    const title = `Sparkle Console ${Date.now().toString(36)}`;
    await page.getByLabel('Console title').fill(title);
    await primaryColour(page).fill('#0B7285');
    await primaryColour(page).blur();
    // The preview shows the new title and colour, in light and dark, before anything is saved.
    await expect(page.getByTestId('brand-preview-light-title')).toHaveText(title);
    await expect(page.getByTestId('brand-preview-dark-title')).toHaveText(title);
    await expect(page.getByTestId('brand-preview-light').getByText('Save', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(11, 114, 133)',
    );
    await expect(page.getByText(/White button text on this colour/)).toHaveCount(0);

    const second = await secondConsole(browser);
    try {
      await openWithLiveChannel(second.page, '/dashboard');

      const put = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/settings/general') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await put).status()).toBe(200);
      await expect(page.getByText('Settings saved.')).toBeVisible();
      // This console follows at once.
      await expect(page).toHaveTitle(title);

      // The other console: through the live channel while open, and after a reload.
      await expect(second.page).toHaveTitle(title);
      await second.page.reload();
      await expect(second.page).toHaveTitle(title);
      await expect(second.page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0B7285');
      const manifest = await second.page.evaluate(async () => {
        const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
        return (await fetch(href)).json();
      });
      expect(manifest).toMatchObject({ name: title, theme_color: '#0B7285' });
    } finally {
      await second.context.close();
    }
  });
});

test.describe('Settings → Languages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('disabling Hindi while another console reads Hindi: it falls back to English and says so once', async ({
    page,
    browser,
  }) => {
    const reader = await secondConsole(browser, 'hi-IN');
    try {
      await openWithLiveChannel(reader.page, '/dashboard');
      await expect(reader.page.locator('html')).toHaveAttribute('lang', 'hi-IN');

      await signInViaApi(page, ADMIN);
      await page.goto('/settings/languages');
      await expect(page.getByRole('heading', { name: 'Languages' })).toBeVisible();
      await page.getByTestId('language-hi-IN').uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Languages saved.')).toBeVisible();
      await page.getByRole('button', { name: 'Language' }).click();
      await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The reader's console hears of it through the live channel: English, with a notice.
      await expect(reader.page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(reader.page.getByText('हिन्दी is no longer offered: the console is shown in English.')).toBeVisible();
      // Once: not again after a reload.
      await reader.page.reload();
      await expect(reader.page.getByTestId('side-nav')).toBeVisible();
      await expect(reader.page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(reader.page.getByText('is no longer offered')).toHaveCount(0);
    } finally {
      await reader.context.close();
    }
  });

  test('the default follows the enabled languages, and at least one must stay enabled', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/settings/languages');
    await page.getByTestId('default-hi-IN').check();
    // Disabling the default language moves the default to one still enabled.
    await page.getByTestId('language-hi-IN').uncheck();
    await expect(page.getByTestId('default-en-US')).toBeChecked();
    await expect(page.getByTestId('default-hi-IN')).toHaveCount(0);
    // Unticking every language: the list needs one.
    await page.getByTestId('language-en-US').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enable at least one language')).toBeVisible();
  });
});

test.describe('settings at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('General and Languages lay out on a phone, light and dark, without serious accessibility violations', async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/settings/general');
    await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
    await expect(page.getByTestId('brand-preview')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/settings/languages');
    await expect(page.getByRole('heading', { name: 'Languages' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.evaluate(() => localStorage.setItem('app-theme', 'dark'));
    await page.goto('/settings/general');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
