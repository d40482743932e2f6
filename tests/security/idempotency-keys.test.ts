import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { send, signIn } from './helpers';

describe('Idempotency-Key replays', () => {
  it("never replays one user's stored answer to another user of the same operator who reuses the key", async () => {
    const [admin, ops] = await Promise.all([signIn('admin@sparkle.test'), signIn('ops@sparkle.test')]);
    const key = randomUUID();
    const body = { firstName: 'Asha', lastName: 'Admin' };
    const first = await send('PATCH', '/api/v1/me', {
      token: admin.accessToken,
      headers: { 'Idempotency-Key': key },
      json: body,
    });
    expect(first.status).toBe(200);
    expect(first.json.data.user.email).toBe('admin@sparkle.test');
    const reused = await send('PATCH', '/api/v1/me', {
      token: ops.accessToken,
      headers: { 'Idempotency-Key': key },
      json: body,
    });
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(reused.status).toBe(422);
    expect(reused.text).not.toContain('admin@sparkle.test');
    expect(reused.text).not.toContain(admin.user.id);
  });
});
