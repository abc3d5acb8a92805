import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type MetricValueWithName,
} from 'prom-client';
import type { DbPoolUse, MonitoringSnapshot } from '@meja/shared/contracts/monitoring';
import { bucketsBetween, histogramQuantile, type CumulativeBucket } from './histogram-quantile';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Where a request that matched no route is counted: never its raw URL (unbounded label values). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsOptions {
  /** false (METRICS=off): no per-request hook, for the benchmark's baseline. */
  httpMetrics: boolean;
  /** The database pool's use now, or null (PGlite). */
  dbPoolUse?: () => DbPoolUse | null;
  /** Whether @fastify/under-pressure says the instance is overloaded. */
  overloaded?: () => boolean;
  now?: () => number;
}

export type AppMetrics = ReturnType<typeof createMetrics>;

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DURATION = 'http_request_duration_seconds';
/** requests/s is measured against a reading at least this old (the panel refreshes every 5 s). */
const RATE_WINDOW_MS = 4_000;
/** The panel's percentiles cover the requests of about the last minute, as a PromQL [1m] range would. */
const LATENCY_WINDOW_MS = 60_000;
/** Readings closer together than this are not kept (many open panels must not grow the list). */
const READING_SPACING_MS = 1_000;

interface Reading {
  at: number;
  count: number;
  latency: CumulativeBucket[];
}

/** The duration histogram's cumulative buckets, summed over every method, route and status. */
function latencyBuckets(values: MetricValueWithName<string>[]): CumulativeBucket[] {
  const byBound = new Map<number, number>();
  for (const value of values) {
    if (value.metricName !== `${DURATION}_bucket`) continue;
    const le = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le);
    byBound.set(le, (byBound.get(le) ?? 0) + value.value);
  }
  if (byBound.size === 0) return [{ le: Infinity, count: 0 }];
  return [...byBound].sort(([a], [b]) => a - b).map(([le, count]) => ({ le, count }));
}

/**
 * One Prometheus registry per app instance (never prom-client's global one: tests build many
 * apps): Node's default process metrics, the HTTP histogram labelled by route pattern, and the
 * gauges of the monitoring panel. `GET /metrics` serves it and the panel reads it.
 */
export function createMetrics(options: MetricsOptions) {
  const now = options.now ?? Date.now;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: DURATION,
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const total = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests being answered (open event streams not included)',
    registers: [registry],
  });
  const sse = new Gauge({ name: 'meja_sse_streams_open', help: 'Open event streams', registers: [registry] });
  new Gauge({
    name: 'meja_overloaded',
    help: '1 while overload protection refuses requests (503)',
    registers: [registry],
    collect() {
      this.set(options.overloaded?.() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'meja_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = options.dbPoolUse?.();
      if (!use) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state]);
    },
  });

  const tracked = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (tracked.delete(request)) inFlight.dec();
  };
  const readings: Reading[] = [];

  return {
    registry,
    httpMetrics: options.httpMetrics,
    /** Adds the per-request hooks (unless METRICS=off). */
    register(app: FastifyInstance) {
      if (!options.httpMetrics) return;
      // Callback hooks, not async ones: no promise per request for a few counter updates.
      app.addHook('onRequest', (request, _reply, next) => {
        tracked.add(request);
        inFlight.inc();
        next();
      });
      app.addHook('onRequestAbort', (request, next) => {
        done(request);
        next();
      });
      app.addHook('onResponse', (request, reply, next) => {
        done(request);
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        duration.observe(
          { method: request.method, route, status_code: reply.statusCode },
          reply.elapsedTime / 1000,
        );
        total.inc();
        next();
      });
    },
    /** An event stream took over the request: no longer in flight, counted as a stream until it ends. */
    streamOpened(request: FastifyRequest): () => void {
      done(request);
      sse.inc();
      let open = true;
      return () => {
        if (open) sse.dec();
        open = false;
      };
    },
    async snapshot(): Promise<MonitoringSnapshot> {
      const at = now();
      // One collection of the whole registry (some default metrics fill several gauges at once).
      const all = await registry.getMetricsAsJSON();
      const valueOf = (name: string) => all.find((m) => m.name === name)?.values[0]?.value ?? 0;
      const count = valueOf('http_requests_total');
      const latency = latencyBuckets((await duration.get()).values);
      // The percentiles cover the requests since the newest reading at least a minute old (since the
      // first reading while the panel has been open for less); requests/s, since the newest reading
      // at least RATE_WINDOW_MS old.
      while (readings.length > 1 && at - (readings[1]?.at ?? at) >= LATENCY_WINDOW_MS) readings.shift();
      const recent = bucketsBetween(readings[0]?.latency, latency);
      const quantileMs = (q: number) => {
        const value = histogramQuantile(q, recent);
        return value === null ? null : Math.round(value * 100_000) / 100;
      };
      const rateReference = readings.findLast((r) => at - r.at >= RATE_WINDOW_MS) ?? readings[0];
      const seconds = rateReference ? (at - rateReference.at) / 1000 : 0;
      const rate = rateReference && seconds > 0 ? (count - rateReference.count) / seconds : 0;
      if (at - (readings.at(-1)?.at ?? -Infinity) >= READING_SPACING_MS)
        readings.push({ at, count, latency });
      return {
        at: new Date(at).toISOString(),
        overloaded: options.overloaded?.() ?? false,
        requestsTotal: count,
        requestsPerSecond: Math.round(rate * 100) / 100,
        latencyMs: { p50: quantileMs(0.5), p95: quantileMs(0.95), p99: quantileMs(0.99) },
        inFlight: Math.max(0, valueOf('http_requests_in_flight')),
        eventLoopDelayMs: Math.round(valueOf('nodejs_eventloop_lag_p99_seconds') * 100_000) / 100,
        heapUsedBytes: valueOf('nodejs_heap_size_used_bytes'),
        rssBytes: valueOf('process_resident_memory_bytes'),
        dbPool: options.dbPoolUse?.() ?? null,
        sseStreams: valueOf('meja_sse_streams_open'),
      };
    },
  };
}
