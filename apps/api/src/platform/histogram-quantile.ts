/** One cumulative bucket of a Prometheus histogram: how many observations were ≤ `le`. */
export interface CumulativeBucket {
  le: number;
  count: number;
}

/**
 * The q-quantile of a histogram, estimated exactly as PromQL's histogram_quantile() does: find the
 * bucket holding the rank and interpolate linearly inside it (the first bucket from 0). A rank in
 * the +Inf bucket gives the highest finite bound. Null when there are no observations or q is
 * outside 0..1. `buckets` are cumulative, in ascending `le`, and end with le = +Inf.
 */
export function histogramQuantile(q: number, buckets: readonly CumulativeBucket[]): number | null {
  const total = buckets.at(-1)?.count ?? 0;
  if (!(total > 0) || !(q >= 0 && q <= 1)) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bucket of buckets) {
    if (bucket.count >= rank && bucket.count > lowerCount) {
      if (bucket.le === Infinity) return lowerBound;
      return lowerBound + ((bucket.le - lowerBound) * (rank - lowerCount)) / (bucket.count - lowerCount);
    }
    lowerBound = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerBound;
}

/** The observations made between two readings of the same histogram, bucket by bucket (by bound). */
export function bucketsBetween(
  earlier: readonly CumulativeBucket[] | undefined,
  later: readonly CumulativeBucket[],
): CumulativeBucket[] {
  const before = new Map(earlier?.map((bucket) => [bucket.le, bucket.count]));
  return later.map((bucket) => ({ le: bucket.le, count: bucket.count - (before.get(bucket.le) ?? 0) }));
}
