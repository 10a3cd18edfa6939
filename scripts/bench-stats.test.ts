import { describe, expect, it } from 'vitest';
import { median, summarizePairs } from './bench-stats.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarizePairs', () => {
  it('gives the median ratio and difference of the pairs, not of the medians', () => {
    const summary = summarizePairs([
      { subject: 200, reference: 100 },
      { subject: 330, reference: 300 },
      { subject: 120, reference: 100 },
    ]);
    expect(summary.ratioMedian).toBeCloseTo(1.2);
    expect(summary.differenceMedian).toBe(30);
    expect(summary.subjectMedian).toBe(200);
    expect(summary.referenceMedian).toBe(100);
  });

  it('counts the pairs the subject won and lost, ties in neither', () => {
    const summary = summarizePairs([
      { subject: 90, reference: 100 },
      { subject: 110, reference: 100 },
      { subject: 120, reference: 100 },
      { subject: 100, reference: 100 },
    ]);
    expect(summary).toMatchObject({ pairs: 4, subjectWins: 1, subjectLosses: 2 });
  });

  it('leaves out a pair with a side that did not measure', () => {
    const summary = summarizePairs([
      { subject: Number.NaN, reference: 100 },
      { subject: 150, reference: 100 },
    ]);
    expect(summary).toMatchObject({ pairs: 1, ratioMedian: 1.5, subjectLosses: 1 });
  });
});
