import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, clientToken, DEMO_PASSWORD, type Login, signIn } from './helpers';

/** A raw HTTP GET (fetch would decompress and hide the encoding), with the headers and body as sent. */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${apiUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      // An event stream never ends: its headers are enough.
      if (res.headers['content-type']?.startsWith('text/event-stream')) {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) });
        res.destroy();
        return;
      }
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let admin: Login;
beforeAll(async () => {
  admin = await signIn('admin@demo.test');
});

describe('response compression', () => {
  it('a page of 100 bookings is sent gzip-compressed and decodes to the same list', async () => {
    const auth = { Authorization: `Bearer ${admin.accessToken}`, 'Accept-Encoding': 'gzip' };
    const zipped = await raw('/api/v1/orders?pageNumber=1&pageSize=100', auth);
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(gunzipSync(zipped.body).toString('utf8'));
    expect(json.data.data).toHaveLength(100);
    const plain = await raw('/api/v1/orders?pageNumber=1&pageSize=100', { Authorization: auth.Authorization });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('sign-in answers (tokens) are never compressed', async () => {
    const body = JSON.stringify({ username: 'admin@demo.test', password: DEMO_PASSWORD });
    const answer = await raw(
      '/api/v1/auth/login',
      { 'Content-Type': 'application/json', 'X-Client-Token': await clientToken(), 'Accept-Encoding': 'gzip' },
      'POST',
      body,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8')).data.accessToken).toBeTruthy();
  });

  it('the notification event stream is never compressed (each event leaves at once)', async () => {
    const stream = await raw('/api/v1/notifications/stream', {
      Authorization: `Bearer ${admin.accessToken}`,
      'Accept-Encoding': 'gzip',
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
