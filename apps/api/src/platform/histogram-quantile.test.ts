import { describe, expect, it } from 'vitest';
import { bucketsBetween, histogramQuantile, type CumulativeBucket } from './histogram-quantile';

const buckets = (pairs: [number, number][]): CumulativeBucket[] =>
  pairs.map(([le, count]) => ({ le, count }));

describe('histogramQuantile (as PromQL histogram_quantile)', () => {
  // 10 observations ≤ 0.01 s, 10 more ≤ 0.1 s, none above.
  const twenty = buckets([
    [0.01, 10],
    [0.1, 20],
    [1, 20],
    [Infinity, 20],
  ]);

  it('interpolates inside the bucket that holds the rank, the first bucket from 0', () => {
    expect(histogramQuantile(0.25, twenty)).toBeCloseTo(0.005);
    expect(histogramQuantile(0.5, twenty)).toBeCloseTo(0.01);
    expect(histogramQuantile(0.75, twenty)).toBeCloseTo(0.055);
    expect(histogramQuantile(1, twenty)).toBeCloseTo(0.1);
  });

  it('answers the highest finite bound when the rank falls in the +Inf bucket', () => {
    const slow = buckets([
      [0.1, 1],
      [1, 2],
      [Infinity, 10],
    ]);
    expect(histogramQuantile(0.99, slow)).toBe(1);
  });

  it('skips empty buckets: q = 0 is the lower bound of the first observation', () => {
    const late = buckets([
      [0.01, 0],
      [0.1, 0],
      [1, 4],
      [Infinity, 4],
    ]);
    expect(histogramQuantile(0, late)).toBe(0.1);
    expect(histogramQuantile(0.5, late)).toBeCloseTo(0.55);
  });

  it('is null without observations or for a q outside 0..1', () => {
    expect(histogramQuantile(0.5, buckets([[Infinity, 0]]))).toBeNull();
    expect(histogramQuantile(0.5, [])).toBeNull();
    expect(histogramQuantile(-0.1, twenty)).toBeNull();
    expect(histogramQuantile(1.5, twenty)).toBeNull();
    expect(histogramQuantile(Number.NaN, twenty)).toBeNull();
  });
});

describe('bucketsBetween', () => {
  it('keeps only what was observed after the earlier reading', () => {
    const earlier = buckets([
      [0.01, 3],
      [Infinity, 5],
    ]);
    const later = buckets([
      [0.01, 4],
      [Infinity, 9],
    ]);
    expect(bucketsBetween(earlier, later)).toEqual(
      buckets([
        [0.01, 1],
        [Infinity, 4],
      ]),
    );
  });

  it('matches buckets by bound: a reading taken before any observation had only +Inf', () => {
    const later = buckets([
      [0.01, 2],
      [Infinity, 3],
    ]);
    expect(bucketsBetween(buckets([[Infinity, 0]]), later)).toEqual(later);
  });

  it('takes everything when there is no earlier reading', () => {
    const later = buckets([[Infinity, 7]]);
    expect(bucketsBetween(undefined, later)).toEqual(later);
  });
});
