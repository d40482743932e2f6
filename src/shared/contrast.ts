/**
 * WCAG 2 contrast of the operator's primary colour (issue 68), shared by the General settings form and the
 * server's schema so both refuse a colour with the same words. The console draws a filled button in the colour,
 * or in its first darker shade on which white text reaches 4.5:1 (`readableShade` in `src/lib/colors.ts`, the same
 * shades as here), with white text, in both schemes.
 */

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;
/** The dark scheme's page background (Mantine's dark 7). */
export const DARK_BACKGROUND = '#242424';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: string) => HEX.test(value);

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21), order free. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ratio as shown in a message: two decimals, rounded down (3.999 is not 4). */
export const shownRatio = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The colour a filled button is drawn in: the colour, else its first darker shade (15 %, 30 %, 45 % black) white text reads on. */
export function buttonColorOf(hex: string): string {
  const base = rgbOf(hex);
  const shades = [0, 0.15, 0.3, 0.45].map((amount) => toHex(base.map((c) => c * (1 - amount))));
  return shades.find((shade) => contrastRatio(shade, '#FFFFFF') >= TEXT_CONTRAST) ?? (shades[3] as string);
}

export type BrandContrast = {
  /** The button's colour and its white text's ratio (the same button in both schemes). */
  button: string;
  text: number;
  /** The button against the dark page (shown in the preview; text on it is what WCAG AA asks). */
  dark: number;
};

/** What the console would draw with this primary colour, measured. */
export function brandContrast(hex: string): BrandContrast {
  const button = buttonColorOf(hex);
  return { button, text: contrastRatio(button, '#FFFFFF'), dark: contrastRatio(button, DARK_BACKGROUND) };
}

/**
 * Why a primary colour is refused, as a message code of `messages.ts` with its parameters, or null when it passes:
 * white button text under 4.5:1 even on the colour's darkest shade. Light and dark draw the same button, so one
 * measure holds for both (the preview shows both, with the button against the dark page for information).
 */
export function contrastProblem(
  hex: string,
): { code: 'settings.color_contrast'; params: { ratio: number; needed: number } } | null {
  if (!isHexColor(hex)) return null;
  const measured = brandContrast(hex);
  if (measured.text < TEXT_CONTRAST)
    return { code: 'settings.color_contrast', params: { ratio: shownRatio(measured.text), needed: TEXT_CONTRAST } };
  return null;
}
