import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableShade, shadesOf } from './colors';

describe('shadesOf', () => {
  it('puts the brand colour at index 6 with lighter shades before and darker after', () => {
    const shades = shadesOf('#1B86FE');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1b86fe');
    const lightness = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16);
    for (let i = 1; i < 10; i++)
      expect(lightness(shades[i] as string)).toBeLessThanOrEqual(lightness(shades[i - 1] as string));
  });

  it('accepts short hex', () => {
    expect(shadesOf('#fff')[6]).toBe('#ffffff');
  });
});

describe('readableShade', () => {
  it('darkens the filled shade until white text reaches 4.5:1', () => {
    for (const brand of ['#1B86FE', '#23AEC1', '#f74141', '#0b3d91']) {
      const shades = shadesOf(brand);
      expect(contrastWithWhite(shades[readableShade(shades)])).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableShade(shadesOf('#0b3d91'))).toBe(6);
    expect(readableShade(shadesOf('#ffdd00'))).toBe(9);
  });
});
