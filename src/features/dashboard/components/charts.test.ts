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
});
