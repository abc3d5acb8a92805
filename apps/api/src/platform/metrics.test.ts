import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { histogramQuantile, type CumulativeBucket } from './histogram-quantile';
import { createMetrics } from './metrics';

/** The panel's figures from the HTTP histogram, on a clock the test moves. */
let clock = 0;
const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function metricsApp() {
  const metrics = createMetrics({ httpMetrics: true, now: () => clock });
  const app = Fastify();
  apps.push(app);
  metrics.register(app);
  app.get('/fast', async () => 'ok');
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return 'ok';
  });
  await app.ready();
  const call = async (url: string, times: number) => {
    for (let i = 0; i < times; i++) await app.inject({ method: 'GET', url });
    await new Promise((resolve) => setImmediate(resolve)); // onResponse hooks have run
  };
  return { metrics, call };
}

/**
 * What PromQL's histogram_quantile(q, sum by (le) (http_request_duration_seconds_bucket)) gives over
 * the scraped text. The bucket lines are read here directly: parse-prometheus-text-format folds a
 * labelled histogram's series into one and loses their labels.
 */
async function quantileFromScrape(registry: ReturnType<typeof createMetrics>['registry'], q: number) {
  const byBound = new Map<number, number>();
  for (const line of (await registry.metrics()).split('\n')) {
    const bucket = /^http_request_duration_seconds_bucket\{.*\ble="([^"]+)".*\} (\d+)$/.exec(line);
    if (!bucket) continue;
    const bound = bucket[1] === '+Inf' ? Infinity : Number(bucket[1]);
    byBound.set(bound, (byBound.get(bound) ?? 0) + Number(bucket[2]));
  }
  const buckets: CumulativeBucket[] = [...byBound]
    .sort(([a], [b]) => a - b)
    .map(([le, count]) => ({ le, count }));
  expect(buckets.length).toBeGreaterThan(1);
  const seconds = histogramQuantile(q, buckets);
  return seconds === null ? null : Math.round(seconds * 100_000) / 100;
}

describe('the monitoring snapshot', () => {
  it('has no percentiles and no rate before any request', async () => {
    clock = 0;
    const { metrics } = await metricsApp();
    const reading = await metrics.snapshot();
    expect(reading.latencyMs).toEqual({ p50: null, p95: null, p99: null });
    expect(reading.requestsPerSecond).toBe(0);
  });

  it('derives its percentiles from the histogram /metrics serves, as PromQL would', async () => {
    clock = 0;
    const { metrics, call } = await metricsApp();
    await metrics.snapshot();
    await call('/fast', 15);
    await call('/slow', 5);
    clock = 5_000;
    const reading = await metrics.snapshot();
    expect(reading.requestsTotal).toBe(20);
    expect(reading.requestsPerSecond).toBe(4);
    expect(reading.latencyMs.p99).toBeGreaterThanOrEqual(25);
    expect(reading.latencyMs.p50).toBeLessThan(25);
    for (const [q, key] of [
      [0.5, 'p50'],
      [0.95, 'p95'],
      [0.99, 'p99'],
    ] as const)
      expect(reading.latencyMs[key]).toBe(await quantileFromScrape(metrics.registry, q));
  });

  it('lets requests older than a minute drop out of the percentiles', async () => {
    clock = 0;
    const { metrics, call } = await metricsApp();
    await metrics.snapshot();
    await call('/fast', 50);
    clock = 5_000;
    const early = await metrics.snapshot();
    expect(early.latencyMs.p50).toBeLessThan(25);
    clock = 66_000;
    await call('/slow', 5);
    const late = await metrics.snapshot();
    // Measured since the reading at 5 s (the newest one a minute old): the slow requests only.
    expect(late.latencyMs.p50).toBeGreaterThanOrEqual(25);
    expect(late.requestsTotal).toBe(55);
  });
});
