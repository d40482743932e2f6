import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function rgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '').padEnd(6, '0');
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) || 0) as [number, number, number];
}

/**
 * The operator's app icon as a PNG: its brand colour with a white ring, drawn at `size` px. `maskable`
 * fills the whole square (the platform crops it); otherwise the corners are rounded and transparent.
 */
export function renderIcon(size: number, color: string, maskable: boolean): Buffer {
  const [r, g, b] = rgb(color);
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const radius = maskable ? 0 : size * 0.22;
  const c = size / 2;
  const outer = size * (maskable ? 0.26 : 0.3);
  const inner = outer * 0.62;
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const i = row + 1 + x * 4;
      // Rounded-square mask.
      const dx = Math.max(radius - x - 0.5, x + 0.5 - (size - radius), 0);
      const dy = Math.max(radius - y - 0.5, y + 0.5 - (size - radius), 0);
      const inside = radius === 0 || dx * dx + dy * dy <= radius * radius;
      if (!inside) continue;
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      const ring = d <= outer && d >= inner;
      raw[i] = ring ? 255 : r;
      raw[i + 1] = ring ? 255 : g;
      raw[i + 2] = ring ? 255 : b;
      raw[i + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
