import { expect, test } from '@playwright/test';
import { signInViaApi } from './fixtures';

// Issue 75 (11): on a phone the sales chart's dates overlapped into unreadable text, and the donut had no legend.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the sales chart’s dates do not overlap and the providers donut names its colours', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@sparkle.test');
  await page.goto('/dashboard');
  await page.getByTestId('sales-chart-slot').scrollIntoViewIfNeeded();
  // The x axis's labels are the days' dates (the y axis's are amounts).
  const ticks = page
    .getByTestId('sales-chart')
    .locator('.recharts-cartesian-axis-tick-value')
    .filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ });
  await expect(ticks.first()).toBeVisible();
  const boxes = await ticks.evaluateAll((all) =>
    all.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  const sorted = boxes.sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i++)
    expect(sorted[i]?.left ?? 0, `label ${i} starts after label ${i - 1} ends`).toBeGreaterThan(
      sorted[i - 1]?.right ?? 0,
    );

  const legend = page.getByTestId('providers-donut-legend');
  await page.getByTestId('providers-donut-slot').scrollIntoViewIfNeeded();
  await expect(legend).toContainText(/Approved: \d/);
  await expect(legend).toContainText(/Unapproved: \d/);
});
