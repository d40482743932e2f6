import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaApi } from './fixtures';

// Demo's operator has every module and five languages (en-US first, the default).
const ADMIN = 'admin@demo.test';
const TAG = `Area E2E ${Date.now().toString(36)}`;

type Session = Awaited<ReturnType<typeof signInViaApi>>;
const headers = (s: Session) => ({ Authorization: `Bearer ${s.accessToken}`, 'X-Operator-Id': s.user.operatorId });

async function cityArea(page: Page, session: Session, id: string): Promise<number[][][][]> {
  const response = await page.request.get(`/api/v1/cities/${id}`, { headers: headers(session) });
  expect(response.status()).toBe(200);
  return (await response.json()).data.area.coordinates;
}

/** A new city's form with its default-language name and country filled in. */
async function newCity(page: Page, name: string) {
  await page.goto('/settings/city/new');
  await page.getByLabel('Name (en-US)').fill(name);
  await page.getByLabel('Country code').fill('SD');
  await expect(page.locator('.leaflet-container')).toBeVisible();
}

/** The map's box on screen. */
async function mapBox(page: Page) {
  const box = await page.getByTestId('area-map').boundingBox();
  if (!box) throw new Error('no map');
  return box;
}

async function saveNewCity(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/city\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() as string;
}

test.describe('Settings → Cities and Geofences', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a polygon drawn with the mouse is saved, a vertex moved is saved, and the city is listed', async ({ page }) => {
    const session = await signInViaApi(page, ADMIN);
    const name = `${TAG} drawn`;
    await newCity(page, name);
    const box = await mapBox(page);
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await page.getByTitle('Draw Polygon').click();
    const corners: [number, number][] = [
      [0.4, 0.4],
      [0.6, 0.4],
      [0.6, 0.6],
      [0.4, 0.6],
    ];
    for (const [fx, fy] of corners) await page.mouse.click(...at(fx, fy));
    await page.mouse.click(...at(0.4, 0.4)); // the first point again closes it
    await expect(page.getByTestId('area-problem')).toHaveCount(0);
    const id = await saveNewCity(page);
    const drawn = await cityArea(page, session, id);
    expect(drawn[0]?.[0]).toHaveLength(5);

    // Edit: drag a corner by 40 px, then save.
    await expect(page.locator('.leaflet-interactive').first()).toBeVisible();
    await page.getByTitle('Edit Layers').click();
    const corner = page.locator('.marker-icon:not(.marker-icon-middle)').first();
    const c = await corner.boundingBox();
    if (!c) throw new Error('no vertex');
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    await page.mouse.down();
    await page.mouse.move(c.x + c.width / 2 + 40, c.y + c.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => JSON.stringify(await cityArea(page, session, id))).not.toBe(JSON.stringify(drawn));
    expect((await cityArea(page, session, id))[0]?.[0]).toHaveLength(5);

    await page.goto(`/settings/city?search=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('city-row').filter({ hasText: name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a GeoJSON file is imported; one that crosses itself says where, before the server does', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    const name = `${TAG} imported`;
    await newCity(page, name);
    const file = (coordinates: number[][]) => ({
      name: 'area.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(
        JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [coordinates] } }),
      ),
    });
    const input = page.locator('input[type=file]');
    await input.setInputFiles(
      file([
        [31, 11],
        [31.2, 11.2],
        [31.2, 11],
        [31, 11.2],
        [31, 11],
      ]),
    );
    await expect(page.getByTestId('area-problem')).toContainText('crosses itself at longitude 31.1, latitude 11.1');
    await input.setInputFiles(
      file([
        [31, 11],
        [31.2, 11],
        [31.2, 11.2],
        [31, 11.2],
        [31, 11],
      ]),
    );
    await expect(page.getByTestId('area-problem')).toHaveCount(0);
    await expect(page.locator('path.leaflet-interactive')).toHaveCount(1);
    await saveNewCity(page);
    await page.goto(`/settings/city?search=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('city-row').filter({ hasText: name })).toBeVisible();
  });
});

test.describe('on a tablet (820 px, touch)', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('a pasted outline is saved with taps, and the city page and the geofences list are axe-clean', async ({
    page,
  }) => {
    const session = await signInViaApi(page, ADMIN);
    const name = `${TAG} tablet`;
    await newCity(page, name);
    await expect(page.getByTitle('Draw Polygon')).toBeVisible();
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [32, 12],
          [32.1, 12],
          [32.1, 12.1],
          [32, 12.1],
          [32, 12],
        ],
      ],
    };
    await page.getByLabel('Paste GeoJSON or KML').fill(JSON.stringify(square));
    await page.getByRole('button', { name: 'Use pasted text' }).tap();
    await expect(page.locator('path.leaflet-interactive')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add', exact: true }).tap();
    await expect(page).toHaveURL(/\/settings\/city\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() as string;
    expect((await cityArea(page, session, id))[0]?.[0]).toHaveLength(5);

    await page.goto('/settings/geofence');
    await expect(page.getByTestId('geofence-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
