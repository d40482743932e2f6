import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Sparkle Home Services writes in en-US and hi-IN; every page here is our own (a slug no other test uses).
const ADMIN = 'admin@sparkle.test';
const TAG = Date.now().toString(36);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Session = Awaited<ReturnType<typeof signInViaApi>>;
const headers = (s: Session) => ({ Authorization: `Bearer ${s.accessToken}`, 'X-Operator-Id': s.user.operatorId });

/** Adds a page with an English title only (the test's own data) and answers its id and slug. */
async function addPage(page: Page, session: Session, name: string) {
  const slug = `${name}-${TAG}`;
  const response = await page.request.post('/api/v1/pages', {
    headers: headers(session),
    data: { slug, audience: 'both', texts: { 'en-US': { title: `E2E ${name}`, body: '' } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).data.id as string, slug };
}

/** The page as the customer and provider apps read it (their own client credentials). */
async function appRead(page: Page, session: Session, slug: string, lang: string) {
  const client = await page.request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const response = await page.request.get(`/api/v1/app/pages/${slug}?lang=${lang}`, {
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': session.user.operatorId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { lang: string; title: string; body: string; fallback: boolean };
}

const editorOf = (page: Page, lang: string) => page.getByTestId(`page-body-${lang}`).locator('.ProseMirror');

/** Opens a language's editor (it loads when a text is first edited) and answers its text box. */
async function openEditor(page: Page, lang: string) {
  await page.getByTestId(`page-body-${lang}`).getByRole('button', { name: 'Edit text' }).click();
  return editorOf(page, lang);
}

/** Writes a heading, a list, a link and an image into a language's editor, as a user would. */
async function writeRichText(page: Page, lang: string, words: { heading: string; item: string; link: string }) {
  const editor = await openEditor(page, lang);
  await editor.click();
  // Markdown shortcuts: "## " starts a heading, "- " a bullet list.
  await page.keyboard.type(`## ${words.heading}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`- ${words.item}`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.link);
  // Select the word just typed (its own paragraph) and make it a link.
  await page.keyboard.press('Shift+Home');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByPlaceholder('https://example.com/');
  await address.fill('https://sparkle.example/help');
  await address.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/uploads') && r.status() === 201);
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: PNG });
  await uploaded;
  await expect(editor.locator('img')).toHaveCount(1);
}

test.describe('content pages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a page written in English and Hindi with a heading, a list, a link and an image is published and read by the apps', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const { id, slug } = await addPage(page, session, 'house-rules');
    // The menu's entry opens the list (no longer "coming soon"): the built-in pages are there.
    await page.goto('/dashboard');
    const nav = page.getByTestId('side-nav');
    await nav.getByText('Settings', { exact: true }).click();
    await nav.getByRole('link', { name: 'Content pages' }).click();
    await expect(page).toHaveURL(/\/settings\/cms$/);
    await expect(page.getByRole('heading', { name: 'Content pages' })).toBeVisible();
    await expect(page.getByRole('link', { name: '/terms', exact: true })).toBeVisible();
    await page.goto(`/settings/cms?search=${slug}`);
    await page.getByRole('link', { name: `/${slug}` }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/cms/${id}$`));
    await expect(page.getByTestId(`page-tab-hi-IN`)).toContainText('Missing');

    await writeRichText(page, 'en-US', { heading: 'House rules', item: 'Shoes off indoors', link: 'Help' });
    await page.getByTestId('page-tab-hi-IN').click();
    await page.getByLabel('Title (Hindi (India))').fill('घर के नियम');
    await writeRichText(page, 'hi-IN', { heading: 'घर के नियम', item: 'घर के अंदर जूते उतारें', link: 'सहायता' });

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/pages/${id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Draft saved.')).toBeVisible();
    const published = page.waitForResponse((r) => r.url().endsWith(`/api/v1/pages/${id}/publish`));
    await page.getByRole('button', { name: 'Publish' }).click();
    expect((await published).status()).toBe(200);
    await expect(page.getByText('Version 1 published.')).toBeVisible();

    for (const [lang, heading, item, link] of [
      ['en-US', 'House rules', 'Shoes off indoors', 'Help'],
      ['hi-IN', 'घर के नियम', 'घर के अंदर जूते उतारें', 'सहायता'],
    ] as const) {
      const read = await appRead(page, session, slug, lang);
      expect(read).toMatchObject({ lang, fallback: false });
      expect(read.body).toContain(`<h2>${heading}</h2>`);
      expect(read.body).toContain(`<li><p>${item}</p></li>`);
      expect(read.body).toMatch(
        new RegExp(`<a href="https://sparkle.example/help" rel="noopener noreferrer" target="_blank">${link}</a>`),
      );
      expect(read.body).toMatch(/<img src="\/uploads\/[0-9a-f-]{36}\.\w+"/);
    }
  });

  test('a pasted <img onerror> payload never runs: not after saving, not in the preview', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const { id } = await addPage(page, session, 'payload');
    await page.goto(`/settings/cms/${id}`);
    const editor = await openEditor(page, 'en-US');
    await editor.click();
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Pasted text</p><img src=x onerror=window.__xss=1><p>After</p>');
      data.setData('text/plain', 'Pasted text');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor).toContainText('Pasted text');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/pages/${id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    const body = (await (await saved).json()).data.texts[0].body as string;
    expect(body).toContain('Pasted text');
    expect(body).not.toMatch(/onerror|<img/i);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('page-preview');
    await expect(preview).toContainText('Pasted text');
    await expect(preview.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test.describe('content pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list, the editor and the dark preview at 390 px are accessible', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const { id, slug } = await addPage(page, session, 'phone');
    await page.goto(`/settings/cms?search=${slug}`);
    await expect(page.getByTestId('page-card')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/settings/cms/${id}`);
    await expect(await openEditor(page, 'en-US')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('dialog', { name: 'Preview' }).getByText('Dark').click();
    await expect(page.getByTestId('page-preview')).toHaveAttribute('data-scheme', 'dark');
    await expectNoSeriousA11yViolations(page);
  });
});
