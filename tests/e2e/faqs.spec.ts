import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's operator has all five languages (en-US first, the default).
const ADMIN = 'admin@demo.test';
const TAG = `FAQ E2E ${Date.now().toString(36)}`;

type Session = Awaited<ReturnType<typeof signInViaApi>>;
const headers = (s: Session) => ({ Authorization: `Bearer ${s.accessToken}`, 'X-Operator-Id': s.user.operatorId });
const rows = (page: Page) => page.getByTestId('faq-row');

/** A category of the test's own, through the API. */
async function addCategory(page: Page, session: Session, name: string): Promise<string> {
  const response = await page.request.post('/api/v1/faq-categories', {
    headers: headers(session),
    data: { translations: { 'en-US': { name } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id;
}

async function addFaq(page: Page, session: Session, categoryId: string, question: string): Promise<string> {
  const response = await page.request.post('/api/v1/faqs', {
    headers: headers(session),
    data: {
      categoryId,
      audience: 'both',
      published: true,
      translations: { 'en-US': { question, answer: `The answer to ${question}` } },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id;
}

/** What the customer app reads: the questions of one category, in order. */
async function appQuestions(page: Page, session: Session, categoryId: string): Promise<string[]> {
  const client = await page.request.post('/api/v1/auth/client-login', {
    data: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  const { clientToken } = (await client.json()).data;
  const response = await page.request.get('/api/v1/app/faqs?lang=en-US&audience=customers', {
    headers: { 'X-Client-Token': clientToken, 'X-Operator-Id': session.user.operatorId },
  });
  expect(response.status()).toBe(200);
  const { categories } = (await response.json()).data as {
    categories: { id: string; faqs: { question: string }[] }[];
  };
  return categories.find((c) => c.id === categoryId)?.faqs.map((f) => f.question) ?? [];
}

test.describe('Settings → FAQs', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a FAQ written in English and Hindi through the form is listed, with the languages it still misses', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const categoryId = await addCategory(page, session, `${TAG} Booking`);
    await page.goto(`/settings/faqs?categoryId=${categoryId}`);
    await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();

    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
    const question = `${TAG} How do I book?`;
    await dialog.getByTestId('faq-question-en-US').fill(question);
    await dialog.getByTestId('faq-answer-en-US').fill('Choose a service, a date and a time, then confirm.');
    await dialog.getByTestId('faq-tab-hi-IN').click();
    await dialog.getByTestId('faq-question-hi-IN').fill(`${TAG} मैं बुकिंग कैसे करूँ?`);
    await dialog.getByTestId('faq-answer-hi-IN').fill('सेवा, तारीख़ और समय चुनें, फिर पुष्टि करें।');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/faqs') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    await expect(dialog).toBeHidden();

    const row = rows(page).filter({ hasText: question });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('faq-missing')).toContainText('pt-PT, zh-CN, zh-TW');
    const saved = (await answer.json()).data as { translations: { lang: string; question: string }[] };
    expect(saved.translations.map((t) => t.lang).sort()).toEqual(['en-US', 'hi-IN']);
  });

  test('a category’s questions are reordered by keyboard, and keep the order after a reload and in the apps', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const categoryId = await addCategory(page, session, `${TAG} Payments`);
    const [first, second, third] = [`${TAG} First`, `${TAG} Second`, `${TAG} Third`];
    for (const question of [first, second, third]) await addFaq(page, session, categoryId, question);
    await page.goto(`/settings/faqs?categoryId=${categoryId}`);
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Order', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order of questions' });
    const items = dialog.getByTestId('sortable-item');
    await expect(items).toHaveCount(3);
    await expect(items).toHaveText([first, second, third]);

    // The first question one place down: Space picks it up, ArrowDown moves it, Space drops it.
    const handle = items.nth(0).getByTestId('sortable-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    // Each step is announced (and the next key is read only once the item is picked up).
    const live = page.getByRole('status').filter({ hasText: TAG });
    await expect(live).toContainText(`Picked up ${first}, at position 1 of 3.`);
    await page.keyboard.press('ArrowDown');
    await expect(live).toContainText(`${first} moved to position 2 of 3.`);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/faq-categories/${categoryId}/order`) && r.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(live).toContainText(`${first} dropped at position 2 of 3.`);
    await expect(items).toHaveText([second, first, third]);

    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).getByText(/ (First|Second|Third)$/)).toHaveText([second, first, third]);
    expect(await appQuestions(page, session, categoryId)).toEqual([second, first, third]);
  });
});

test.describe('Settings → FAQs on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the form pass axe at 390 px', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/settings/faqs');
    await expect(page.getByTestId('faq-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(page.getByRole('dialog', { name: 'Add FAQ' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
