import { describe, expect, it } from 'vitest';
import { brandContrast, buttonColorOf, contrastProblem, contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('measures known pairs as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1B86FE', '#FFFFFF')).toBeCloseTo(3.57, 2);
    expect(contrastRatio('#FFFF00', '#FFFFFF')).toBeCloseTo(1.07, 2);
    // #767676 is the lightest grey that passes AA on white.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('does not depend on the order, and reads #rgb like #rrggbb', () => {
    expect(contrastRatio('#FFFFFF', '#1B86FE')).toBe(contrastRatio('#1B86FE', '#FFFFFF'));
    expect(relativeLuminance('#fff')).toBe(relativeLuminance('#FFFFFF'));
  });
});

describe('buttonColorOf', () => {
  it('keeps a colour white text reads on, else takes its first darker shade that does', () => {
    expect(buttonColorOf('#0B7285')).toBe('#0B7285');
    // #1B86FE with white is 3.57:1: the console draws its buttons 15 % darker (4.74:1).
    expect(buttonColorOf('#1B86FE')).toBe('#1772D8');
    expect(brandContrast('#1B86FE').text).toBeCloseTo(4.74, 2);
  });
});

describe('contrastProblem', () => {
  it('passes colours whose button carries white text at 4.5:1 or more', () => {
    for (const colour of ['#1B86FE', '#0B7285', '#000000', '#C2255C']) expect(contrastProblem(colour)).toBeNull();
  });

  it('refuses yellow and pale colours with the best ratio reached and the 4.5:1 needed', () => {
    expect(contrastProblem('#FFFF00')).toEqual({
      code: 'settings.color_contrast',
      params: { ratio: 3.57, needed: 4.5 },
    });
    expect(contrastProblem('#FFD8E8')?.params.ratio).toBeLessThan(4.5);
    expect(contrastProblem('#FFFFFF')?.code).toBe('settings.color_contrast');
  });

  it('leaves a malformed colour to the format check', () => {
    expect(contrastProblem('yellow')).toBeNull();
  });
});
