import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, type Login, openStream, signIn } from './helpers';

type General = {
  name: string;
  title: string;
  shortName: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  iconUrl: string | null;
  icon192Url: string | null;
  icon512Url: string | null;
  primaryColor: string;
  timeZone: string;
  currency: string;
  supportEmail: string | null;
  supportPhone: string | null;
  bookings: number;
};
type Languages = { languages: string[]; defaultLanguage: string };

// Changes run on Onda (restored after); Sparkle is the other operator, whose settings must not move.
let onda: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard and bookings only
let ondaBefore: General;
let ondaLanguagesBefore: Languages;

const auth = (s: Login) => ({ token: s.accessToken });
const general = (s: Login) => call<General>('GET', '/settings/general', auth(s));
const put = (s: Login, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<General>('PUT', '/settings/general', { ...auth(s), body, headers });
const putLanguages = (s: Login, body: Record<string, unknown>) =>
  call<Languages>('PUT', '/settings/languages', { ...auth(s), body });
const config = (s: Login) => call('GET', '/config', { operatorId: s.user.operatorId });

/** The body that saves `settings` as they are, with `overrides`. */
function bodyOf(settings: General, overrides: Record<string, unknown> = {}) {
  const { bookings: _b, icon192Url: _s, icon512Url: _l, ...rest } = settings;
  return { ...rest, ...overrides };
}

const codeOf = (result: { body: { errorCodes?: Record<string, { code: string }[]> } }, field: string) =>
  result.body.errorCodes?.[field]?.[0]?.code;

async function upload(s: Login, bytes: Buffer, name = 'icon.png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('flag', 'branding');
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.accessToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { image: string } }).data.image;
}

const square = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  [onda, sparkle, ops] = await Promise.all([
    signIn('admin@onda.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
  ]);
  ondaBefore = (await general(onda)).body.data;
  ondaLanguagesBefore = (await call<Languages>('GET', '/settings/languages', auth(onda))).body.data;
});

afterAll(async () => {
  // Other tests read the demo operators as seeded.
  await put(onda, bodyOf(ondaBefore, { confirmCurrencyChange: true }));
  await putLanguages(onda, ondaLanguagesBefore);
});

describe('GET /settings/general', () => {
  it("answers the caller's operator's settings with its number of bookings", async () => {
    const result = await general(onda);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'Onda Serviços', currency: 'EUR', timeZone: expect.any(String) });
    expect(result.body.data.bookings).toBeGreaterThan(0);
  });

  it('is 403 for a sub-admin without the settings module, and 401 without a token', async () => {
    expect((await general(ops)).status).toBe(403);
    expect((await put(ops, bodyOf(ondaBefore))).status).toBe(403);
    expect((await call('GET', '/settings/general')).status).toBe(401);
  });
});

describe('PUT /settings/general: validation', () => {
  it('refuses a colour whose white button text stays under 4.5:1 (yellow), saying the ratio', async () => {
    const result = await put(onda, bodyOf(ondaBefore, { primaryColor: '#FFFF00' }));
    expect(result.status).toBe(422);
    const error = result.body.errorCodes?.primaryColor?.[0];
    expect(error?.code).toBe('settings.color_contrast');
    expect(error?.params.needed).toBe(4.5);
    expect(Number(error?.params.ratio)).toBeLessThan(4.5);
    expect(result.body.errors?.primaryColor?.[0]).toMatch(/\d\.\d+:1.*4\.5:1/);
  });

  it('refuses a pale colour none of whose shades carries white text, and a malformed colour', async () => {
    const pale = await put(onda, bodyOf(ondaBefore, { primaryColor: '#FFD8E8' }));
    expect(pale.status).toBe(422);
    expect(codeOf(pale, 'primaryColor')).toBe('settings.color_contrast');
    const malformed = await put(onda, bodyOf(ondaBefore, { primaryColor: '#12345' }));
    expect(codeOf(malformed, 'primaryColor')).toBe('settings.color_format');
  });

  it('refuses a currency that is not an ISO 4217 code and a time zone that does not exist', async () => {
    const currency = await put(onda, bodyOf(ondaBefore, { currency: 'XYZ' }));
    expect(currency.status).toBe(422);
    expect(codeOf(currency, 'currency')).toBe('settings.currency');
    const zone = await put(onda, bodyOf(ondaBefore, { timeZone: 'Mars/Olympus' }));
    expect(zone.status).toBe(422);
    expect(codeOf(zone, 'timeZone')).toBe('settings.time_zone');
  });

  it('refuses empty names, a bad support email or phone, and an image that is not an upload of this operator', async () => {
    const result = await put(
      onda,
      bodyOf(ondaBefore, { title: ' ', supportEmail: 'not-an-email', supportPhone: '+91 12', logoUrl: '/etc/passwd' }),
    );
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toEqual(
      expect.arrayContaining(['title', 'supportEmail', 'supportPhone', 'logoUrl']),
    );
    const unknown = await put(onda, bodyOf(ondaBefore, { logoUrl: `/uploads/${randomUUID()}.png` }));
    expect(codeOf(unknown, 'logoUrl')).toBe('settings.image');
    // Another operator's upload is not this operator's image.
    const theirs = await upload(sparkle, await square(64, 64));
    const foreign = await put(onda, bodyOf(ondaBefore, { faviconUrl: theirs }));
    expect(foreign.status).toBe(422);
    expect(codeOf(foreign, 'faviconUrl')).toBe('settings.image');
  });
});

describe('PUT /settings/general: saving', () => {
  it('saves branding, time zone and contact; the config, the manifest and the open consoles follow', async () => {
    const stream = await openStream(onda.accessToken);
    try {
      await stream.next((e) => e.event === 'ready');
      const sparkleConfig = (await config(sparkle)).body.data;
      const result = await put(
        onda,
        bodyOf(ondaBefore, {
          title: 'Onda Console Test',
          shortName: 'Onda T',
          primaryColor: '#0b7285',
          timeZone: 'Europe/Lisbon',
          supportEmail: 'Help@Onda.test',
          supportPhone: '+351 912 345 678',
        }),
      );
      expect(result.status).toBe(200);
      expect(result.body.code).toBe('settings.saved');
      expect(result.body.data).toMatchObject({
        title: 'Onda Console Test',
        primaryColor: '#0B7285',
        timeZone: 'Europe/Lisbon',
        supportEmail: 'help@onda.test',
      });
      expect(result.body.data.supportPhone).toMatch(/^\+351/);
      await stream.next((e) => e.event === 'config');

      expect((await config(onda)).body.data).toMatchObject({
        title: 'Onda Console Test',
        shortName: 'Onda T',
        primaryColor: '#0B7285',
        timeZone: 'Europe/Lisbon',
        supportEmail: 'help@onda.test',
      });
      const manifest = await (await fetch(`${apiUrl}/manifest.webmanifest?operator=${onda.user.operatorId}`)).json();
      expect(manifest).toMatchObject({ name: 'Onda Console Test', short_name: 'Onda T', theme_color: '#0B7285' });
      // The other operator is untouched.
      expect((await config(sparkle)).body.data).toEqual(sparkleConfig);
    } finally {
      stream.close();
    }
  });

  it('makes 192 and 512 px PNG install icons from an uploaded icon; the manifest lists them', async () => {
    const icon = await upload(onda, await square(300, 200));
    const result = await put(onda, bodyOf((await general(onda)).body.data, { iconUrl: icon }));
    expect(result.status).toBe(200);
    expect(result.body.data.iconUrl).toBe(icon);
    const manifest = (await (
      await fetch(`${apiUrl}/manifest.webmanifest?operator=${onda.user.operatorId}`)
    ).json()) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest.icons.map((i) => i.src)).toEqual(
      expect.arrayContaining([result.body.data.icon192Url, result.body.data.icon512Url]),
    );
    for (const entry of manifest.icons) {
      const response = await fetch(`${apiUrl}${entry.src}`);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(entry.sizes);
    }
    // The apple-touch-icon address answers the uploaded icon too.
    const touch = await fetch(`${apiUrl}/icons/192.png?operator=${onda.user.operatorId}`);
    const meta = await sharp(Buffer.from(await touch.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([192, 192]);
    // Removing the icon goes back to the icons drawn in the colour.
    const removed = await put(onda, bodyOf(result.body.data, { iconUrl: null }));
    expect(removed.body.data.icon192Url).toBeNull();
  });

  it('changes the currency of an operator with bookings only when confirmed, never converting amounts', async () => {
    const amounts = async () =>
      (await call<{ data: { id: string; orderPrice: number }[] }>('GET', '/orders?pageSize=5', auth(onda))).body.data
        .data;
    const before = await amounts();
    const current = (await general(onda)).body.data;
    const refused = await put(onda, bodyOf(current, { currency: 'USD' }));
    expect(refused.status).toBe(422);
    expect(codeOf(refused, 'currency')).toBe('settings.currency_confirm');
    expect((await general(onda)).body.data.currency).toBe('EUR');

    const confirmed = await put(onda, bodyOf(current, { currency: 'usd', confirmCurrencyChange: true }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.currency).toBe('USD');
    expect((await config(onda)).body.data.currency).toBe('USD');
    expect(await amounts()).toEqual(before);
  });

  it('replays a save sent twice with the same Idempotency-Key', async () => {
    const current = (await general(onda)).body.data;
    const key = randomUUID();
    const body = bodyOf(current, { name: 'Onda Serviços' });
    const first = await put(onda, body, { 'Idempotency-Key': key });
    const again = await put(onda, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('/settings/languages', () => {
  it('answers the enabled languages and the default (the first)', async () => {
    const result = await call<Languages>('GET', '/settings/languages', auth(onda));
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ languages: ['en-US', 'pt-PT'], defaultLanguage: 'en-US' });
  });

  it('refuses languages outside the five, none, repeated, and a default that is not enabled', async () => {
    const outside = await putLanguages(onda, { languages: ['en-US', 'fr-FR'], defaultLanguage: 'en-US' });
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.body.errors ?? {})[0]).toMatch(/^languages/);
    const none = await putLanguages(onda, { languages: [], defaultLanguage: 'en-US' });
    expect(codeOf(none, 'languages')).toBe('settings.languages_empty');
    const twice = await putLanguages(onda, { languages: ['en-US', 'en-US'], defaultLanguage: 'en-US' });
    expect(codeOf(twice, 'languages')).toBe('settings.languages_repeated');
    const notEnabled = await putLanguages(onda, { languages: ['en-US', 'pt-PT'], defaultLanguage: 'hi-IN' });
    expect(codeOf(notEnabled, 'defaultLanguage')).toBe('settings.default_language');
  });

  it('saves the default first: the config, the manifest language and the other operator follow (or not)', async () => {
    const sparkleLanguages = (await config(sparkle)).body.data.languages;
    const result = await putLanguages(onda, { languages: ['en-US', 'pt-PT', 'zh-TW'], defaultLanguage: 'pt-PT' });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ languages: ['pt-PT', 'en-US', 'zh-TW'], defaultLanguage: 'pt-PT' });
    expect((await config(onda)).body.data.languages).toEqual(['pt-PT', 'en-US', 'zh-TW']);
    const manifest = await (await fetch(`${apiUrl}/manifest.webmanifest?operator=${onda.user.operatorId}`)).json();
    expect(manifest.lang).toBe('pt-PT');
    expect((await config(sparkle)).body.data.languages).toEqual(sparkleLanguages);
  });

  it('is 403 for a sub-admin without the languages module', async () => {
    expect((await call('GET', '/settings/languages', auth(ops))).status).toBe(403);
    expect((await putLanguages(ops, { languages: ['en-US'], defaultLanguage: 'en-US' })).status).toBe(403);
  });
});
