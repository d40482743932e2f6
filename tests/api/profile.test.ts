import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiUrl, call, login, signIn } from './helpers';

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const bytesOf = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text));

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name = 'x.png', flag = 'profile') {
  const form = new FormData();
  form.set('file', new Blob([bytes.buffer as ArrayBuffer]), name);
  form.set('flag', flag);
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('profile', () => {
  it('updates name, phone and picture, and GET /me shows them', async () => {
    const session = await signIn('admin@lotus.test');
    const result = await call('PATCH', '/me', {
      token: session.accessToken,
      body: {
        firstName: ' Wei ',
        lastName: 'Zhang',
        countryCode: '+86',
        phoneNumber: '138 0013 8000',
        profileImage: '/demo/avatars/3.webp',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.user).toMatchObject({
      firstName: 'Wei',
      lastName: 'Zhang',
      countryCode: '+86',
      phoneNumber: '13800138000',
      profileImage: '/demo/avatars/3.webp',
    });
    const me = await call('GET', '/me', { token: session.accessToken });
    expect(me.body.data.user.phoneNumber).toBe('13800138000');
  });

  it('rejects bad fields with 422 per field and an outside image URL', async () => {
    const session = await signIn('admin@lotus.test');
    const result = await call('PATCH', '/me', {
      token: session.accessToken,
      body: { firstName: '', lastName: 'x', phoneNumber: 'abc', profileImage: 'https://evil.example/x.png' },
    });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {}).sort()).toEqual(['firstName', 'phoneNumber', 'profileImage']);
  });
});

describe('change password', () => {
  it('needs the current password, then works and ends the other sessions', async () => {
    const other = await signIn('admin@onda.test');
    const session = await signIn('admin@onda.test');
    const wrong = await call('POST', '/me/password', {
      token: session.accessToken,
      body: { currentPassword: 'nope', newPassword: 'Better@2026' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['currentPassword']);
    const weak = await call('POST', '/me/password', {
      token: session.accessToken,
      body: { currentPassword: 'Demo@12345', newPassword: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors ?? {})).toEqual(['newPassword']);

    const ok = await call('POST', '/me/password', {
      token: session.accessToken,
      body: { currentPassword: 'Demo@12345', newPassword: 'Better@2026' },
    });
    expect(ok.status).toBe(200);
    expect((await login('admin@onda.test', 'Demo@12345')).status).toBe(422);
    expect((await login('admin@onda.test', 'Better@2026')).status).toBe(200);
    expect((await call('GET', '/me', { token: other.accessToken })).status).toBe(401);
    expect((await call('GET', '/me', { token: session.accessToken })).status).toBe(200);
    // Put the demo password back for other tests.
    const back = await call('POST', '/me/password', {
      token: session.accessToken,
      body: { currentPassword: 'Better@2026', newPassword: 'Demo@12345' },
    });
    expect(back.status).toBe(200);
  });
});

describe('uploads', () => {
  it('stores a real image and serves it with its type, nosniff and a sandbox', async () => {
    const session = await signIn('admin@demo.test');
    const result = await upload(session.accessToken, PNG);
    expect(result.status).toBe(201);
    expect(result.body.data.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${apiUrl}${result.body.data.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    // Encoded again by the server (metadata stripped): the same 1×1 PNG picture, not necessarily the same bytes.
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1, 1]);
  });

  it('refuses a non-image named .png, an SVG, a polyglot and an oversized file', async () => {
    const session = await signIn('admin@demo.test');
    const text = await upload(session.accessToken, bytesOf('hello, I am text'), 'fake.png');
    expect(text.status).toBe(422);
    const svg = await upload(
      session.accessToken,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
    );
    expect(svg.status).toBe(422);
    const polyglot = await upload(
      session.accessToken,
      new Uint8Array([...PNG, ...new TextEncoder().encode('<script>alert(1)</script>')]),
    );
    expect(polyglot.status).toBe(422);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(PNG);
    const big = await upload(session.accessToken, huge);
    expect(big.status).toBe(413);
  });

  it('needs a token and multipart', async () => {
    const form = new FormData();
    form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'x.png');
    expect((await fetch(`${apiUrl}/api/v1/uploads`, { method: 'POST', body: form })).status).toBe(401);
    const session = await signIn('admin@demo.test');
    expect((await call('POST', '/uploads', { token: session.accessToken, body: { file: 'x' } })).status).toBe(415);
  });

  it('does not serve names it did not generate', async () => {
    expect((await fetch(`${apiUrl}/uploads/../package.json`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/uploads/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
  });
});
