import { describe, expect, it } from 'vitest';
import { labelInterval } from './charts';

describe('labelInterval', () => {
  it('draws about seven x-axis labels whatever the number of points', () => {
    for (const points of [1, 7, 12, 30, 52, 90, 365]) {
      const shown = Math.ceil(points / (labelInterval(points) + 1));
      expect(shown, String(points)).toBeGreaterThanOrEqual(Math.min(points, 6));
      expect(shown, String(points)).toBeLessThanOrEqual(7);
    }
  });

  it('draws at most three labels when asked for three (a phone)', () => {
    for (const points of [7, 12, 30, 52, 90, 365]) {
      const shown = Math.ceil(points / (labelInterval(points, 3) + 1));
      expect(shown, String(points)).toBeLessThanOrEqual(3);
      expect(shown, String(points)).toBeGreaterThanOrEqual(2);
    }
  });
});
