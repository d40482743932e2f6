import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse';

describe('medianRun', () => {
  it('reports the run with the median performance score, whatever the order', () => {
    const runs = [
      { performance: 97, id: 'a' },
      { performance: 88, id: 'b' },
      { performance: 93, id: 'c' },
    ];
    expect(medianRun(runs).id).toBe('c');
  });

  it('takes the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([{ performance: 96 }, { performance: 90 }]).performance).toBe(90);
    expect(medianRun([{ performance: 91 }]).performance).toBe(91);
  });

  it('refuses to report nothing', () => {
    expect(() => medianRun([])).toThrow();
  });
});
