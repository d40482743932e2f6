import { describe, expect, it } from 'vitest';
import { apiUrl, call } from './helpers';

async function operatorId(domain: string): Promise<string> {
  return (await call('GET', `/operators/lookup?domain=${domain}`)).body.data.operatorId;
}

describe('per-operator web app manifest', () => {
  it("carries each operator's name, colour and icons", async () => {
    const onda = await operatorId('onda.localhost');
    const response = await fetch(`${apiUrl}/manifest.webmanifest?operator=${onda}`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Onda Serviços',
      short_name: 'Onda',
      theme_color: '#23AEC1',
      display: 'standalone',
      start_url: '/',
    });
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`);
    expect(sizes).toEqual(['192x192:any', '512x512:any', '512x512:maskable']);
    for (const icon of manifest.icons as { src: string }[]) {
      const png = await fetch(`${apiUrl}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await png.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    }
  });

  it('falls back to the host (the default operator here) without an operator id, or with a bad one', async () => {
    const plain = await (await fetch(`${apiUrl}/manifest.webmanifest`)).json();
    const bad = await (await fetch(`${apiUrl}/manifest.webmanifest?operator=nope`)).json();
    expect(plain.name).toBe('Admin Dashboard');
    expect(bad.name).toBe(plain.name);
    const sparkle = await (
      await fetch(`${apiUrl}/manifest.webmanifest?operator=${await operatorId('sparkle.localhost')}`)
    ).json();
    expect(sparkle.name).toBe('Sparkle Home Services');
  });
});
