import { z } from 'zod';

/** The database pool's use (PostgreSQL); null on the embedded PGlite, which has one connection. */
export const dbPoolUse = z.object({
  total: z.number().int().nonnegative(),
  idle: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
});
export type DbPoolUse = z.infer<typeof dbPoolUse>;

/**
 * GET /api/v1/super-admin/monitoring: one reading of the instance's metrics registry (the same
 * registry `GET /metrics` serves to Prometheus). Latencies are over the last minute, in ms.
 */
export const monitoringSnapshot = z.object({
  at: z.string(),
  overloaded: z.boolean(),
  requestsTotal: z.number().nonnegative(),
  requestsPerSecond: z.number().nonnegative(),
  latencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() }),
  inFlight: z.number().nonnegative(),
  eventLoopDelayMs: z.number().nonnegative(),
  heapUsedBytes: z.number().nonnegative(),
  rssBytes: z.number().nonnegative(),
  dbPool: dbPoolUse.nullable(),
  sseStreams: z.number().int().nonnegative(),
});
export type MonitoringSnapshot = z.infer<typeof monitoringSnapshot>;
