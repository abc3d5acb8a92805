import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { monitoringSnapshot } from '@meja/shared/contracts/monitoring';
import {
  createGroup,
  createTenantGraph,
  createUser,
  type TenantGraph,
  type TestUser,
} from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { listenLocally, openEventStream } from '../../../test/sse';

/** Issue 15 (overview): GET /api/v1/super-admin/monitoring and GET /metrics. */
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
const MONITORING = '/api/v1/super-admin/monitoring';
let ctx: Awaited<ReturnType<typeof openTestContext>>;
let superAdmin: TestUser;
let manager: TestUser;
let t: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext({ env: { METRICS_TOKEN } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  manager = (await createGroup(ctx.db)).manager;
  t = await createTenantGraph(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const bearer = (token: string) => `Bearer ${token}`;

function family(families: ParsedFamily[], name: string): ParsedFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
}

describe('GET /api/v1/super-admin/monitoring', () => {
  it('gives the super admin a reading whose request count moves with the traffic', async () => {
    const first = await get(MONITORING, bearer(superAdmin.token));
    expect(first.statusCode, first.body).toBe(200);
    const before = monitoringSnapshot.strict().parse(first.json());
    for (let i = 0; i < 20; i++) await get(`/api/v1/public/${t.tenant.slug}/menu`);
    const after = monitoringSnapshot.strict().parse((await get(MONITORING, bearer(superAdmin.token))).json());
    expect(after.requestsTotal - before.requestsTotal).toBeGreaterThanOrEqual(21);
    expect(after.requestsPerSecond).toBeGreaterThan(0);
    expect(after.latencyMs.p50).toBeGreaterThan(0);
    expect(after.latencyMs.p99).toBeGreaterThanOrEqual(after.latencyMs.p50 ?? 0);
    expect(after.heapUsedBytes).toBeGreaterThan(0);
    expect(after.rssBytes).toBeGreaterThan(0);
    expect(after.inFlight).toBeGreaterThanOrEqual(0);
    expect(after.overloaded).toBe(false);
    expect(after.sseStreams).toBe(0);
    // PostgreSQL's pool is shown; the embedded PGlite has none.
    if (ctx.handle.kind === 'postgres') expect(after.dbPool?.max).toBeGreaterThan(0);
    else expect(after.dbPool).toBeNull();
  });

  it('counts an open event stream as a stream, not as a request in flight, until it closes', async () => {
    const base = await listenLocally(ctx.app);
    const reading = async () =>
      monitoringSnapshot.parse((await get(MONITORING, bearer(superAdmin.token))).json());
    const controller = new AbortController();
    await openEventStream(
      `${base}/api/v1/tenant/${t.tenant.slug}/events`,
      t.kitchen.token,
      controller.signal,
    );
    try {
      const open = await reading();
      expect(open.sseStreams).toBe(1);
      expect(open.inFlight).toBe(1); // the monitoring request itself
    } finally {
      controller.abort();
    }
    await expect.poll(async () => (await reading()).sseStreams).toBe(0);
    expect((await reading()).inFlight).toBe(1);
  });

  it('refuses the anonymous (401), and a restaurant admin, a cashier or a group manager (403)', async () => {
    expect((await get(MONITORING)).statusCode).toBe(401);
    for (const user of [t.admin, t.cashier, manager]) {
      const response = await get(MONITORING, bearer(user.token));
      expect(response.statusCode, user.role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses the metrics token: it opens /metrics only', async () => {
    expect((await get(MONITORING, bearer(METRICS_TOKEN))).statusCode).toBe(401);
  });
});

describe('GET /metrics', () => {
  it('serves the Prometheus text format to the metrics token, readable by an independent parser', async () => {
    await get(`/api/v1/public/${t.tenant.slug}/menu`);
    await get(`/api/v1/public/no-such-place-${Date.now()}/menu`);
    await get(`/no/such/path/${Date.now()}`);
    const response = await get('/metrics', bearer(METRICS_TOKEN));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(response.body);

    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    // This parser folds a histogram's label sets into one (it keeps only the buckets): read the
    // series of each label set by parsing the same text with the family declared untyped.
    const series = parsePrometheusTextFormat(
      response.body.replace(
        '# TYPE http_request_duration_seconds histogram',
        '# TYPE http_request_duration_seconds untyped',
      ),
    );
    const counts = series
      .filter((f) => f.name === 'http_request_duration_seconds_count')
      .flatMap((f) => f.metrics);
    const routes = counts.map((m) => m.labels?.route);
    expect(routes).toContain('/api/v1/public/:tenantSlug/menu');
    expect(routes).toContain('unmatched');
    // Never a raw URL: no label carries a tenant's slug or the unknown paths.
    expect(routes.filter((r) => !r || r.includes(t.tenant.slug) || r.includes('no-such'))).toEqual([]);
    const menu = counts.find(
      (m) => m.labels?.route === '/api/v1/public/:tenantSlug/menu' && m.labels.status_code === '200',
    );
    expect(Number(menu?.value)).toBeGreaterThanOrEqual(1);
    const menuInf = series
      .filter((f) => f.name === 'http_request_duration_seconds_bucket')
      .flatMap((f) => f.metrics)
      .find(
        (m) =>
          m.labels?.route === '/api/v1/public/:tenantSlug/menu' &&
          m.labels.status_code === '200' &&
          m.labels.le === '+Inf',
      );
    expect(menuInf?.value).toBe(menu?.value);

    expect(family(families, 'process_resident_memory_bytes').type).toBe('GAUGE');
    expect(family(families, 'nodejs_heap_size_used_bytes').type).toBe('GAUGE');
    expect(family(families, 'nodejs_eventloop_lag_p99_seconds').type).toBe('GAUGE');
    expect(family(families, 'http_requests_in_flight').type).toBe('GAUGE');
    expect(family(families, 'meja_sse_streams_open').type).toBe('GAUGE');
    expect(Number(family(families, 'meja_overloaded').metrics[0]?.value)).toBe(0);
    expect(Number(family(families, 'http_requests_total').metrics[0]?.value)).toBeGreaterThanOrEqual(3);
  });

  it("serves it to the super admin's session", async () => {
    const response = await get('/metrics', bearer(superAdmin.token));
    expect(response.statusCode).toBe(200);
    expect(parsePrometheusTextFormat(response.body).length).toBeGreaterThan(10);
  });

  it('refuses no token, a wrong token, a restaurant admin and a group manager', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', bearer(`${METRICS_TOKEN}x`))).statusCode).toBe(401);
    expect((await get('/metrics', `Basic ${METRICS_TOKEN}`)).statusCode).toBe(401);
    expect((await get('/metrics', bearer(t.admin.token))).statusCode).toBe(403);
    expect((await get('/metrics', bearer(manager.token))).statusCode).toBe(403);
  });
});
