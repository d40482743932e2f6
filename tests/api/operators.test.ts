import { describe, expect, it } from 'vitest';
import { call } from './helpers';

describe('operator lookup and config', () => {
  it('resolves each demo domain to its own operator, and unknown hosts to the default', async () => {
    const ids = new Map<string, string>();
    for (const domain of ['sparkle.localhost', 'onda.localhost', 'lotus.localhost', 'example.org', 'localhost:8080']) {
      const result = await call('GET', `/operators/lookup?domain=${encodeURIComponent(domain)}`);
      expect(result.status).toBe(200);
      ids.set(domain, result.body.data.operatorId);
    }
    expect(
      new Set([
        ids.get('sparkle.localhost'),
        ids.get('onda.localhost'),
        ids.get('lotus.localhost'),
        ids.get('example.org'),
      ]).size,
    ).toBe(4);
    expect(ids.get('localhost:8080')).toBe(ids.get('example.org'));
  });

  it('rejects a missing or malformed domain with 422', async () => {
    expect((await call('GET', '/operators/lookup')).status).toBe(422);
    expect((await call('GET', `/operators/lookup?domain=${encodeURIComponent('<script>')}`)).status).toBe(422);
  });

  it("serves each operator's branding, languages, currency and modules", async () => {
    const onda = (await call('GET', '/operators/lookup?domain=onda.localhost')).body.data.operatorId;
    const config = await call('GET', '/config', { operatorId: onda });
    expect(config.status).toBe(200);
    expect(config.body.data).toMatchObject({
      name: 'Onda Serviços',
      primaryColor: '#23AEC1',
      languages: ['en-US', 'pt-PT'],
    });
    expect(config.body.data.modules).toContain('geofence');
    expect(config.body.data.push).toBeNull();
    const lotus = (await call('GET', '/operators/lookup?domain=lotus.localhost')).body.data.operatorId;
    expect((await call('GET', '/config', { operatorId: lotus })).body.data.languages).toEqual([
      'en-US',
      'zh-CN',
      'zh-TW',
    ]);
  });

  it('needs a valid, existing X-Operator-Id', async () => {
    expect((await call('GET', '/config')).status).toBe(400);
    expect((await call('GET', '/config', { operatorId: 'nope' })).status).toBe(400);
    expect((await call('GET', '/config', { operatorId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
