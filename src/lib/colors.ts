import type { MantineColorsTuple } from '@mantine/core';

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: [number, number, number], b: [number, number, number], amount: number): string {
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

/**
 * Ten shades for Mantine from one brand colour: lighter towards index 0, the colour itself at 6,
 * darker towards 9 (Mantine's default `primaryShade` is 6 in light mode).
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return [
    mix(base, white, 0.9),
    mix(base, white, 0.78),
    mix(base, white, 0.62),
    mix(base, white, 0.46),
    mix(base, white, 0.3),
    mix(base, white, 0.15),
    toHex(base),
    mix(base, black, 0.15),
    mix(base, black, 0.3),
    mix(base, black, 0.45),
  ];
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of white text on `hex`. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The shade for filled components (buttons, badges) in light mode: the brand colour itself (6) when white
 * text on it is readable (WCAG AA 4.5:1), else the first darker shade that is.
 */
export function readableShade(shades: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const index of [6, 7, 8, 9] as const) if (contrastWithWhite(shades[index]) >= 4.5) return index;
  return 9;
}
