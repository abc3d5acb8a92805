import { Readable } from 'node:stream';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrderCreated } from '@meja/shared/contracts/orders';
import { posOrderCreated } from '@meja/shared/contracts/pos';
import { rowsOf } from '../src/db/client';
import { DEMO_QRIS_STATIC } from '../src/seed/seed';
import { sessions } from '../src/db/schema/platform';
import type { RouteAccess, RouteCatalogEntry } from '../src/platform/access/route-access';
import { hashToken, newSecretToken } from '../src/platform/auth/tokens';
import { inAppTx } from '../src/platform/db-scope';
import { recordPurchase, type Ctx } from './catalog';
import { createGroup, createTenantGraph, createUser, type TenantGraph, type TestUser } from './factories';
import {
  edgeRequests,
  minimalPlan,
  optionalBodyFields,
  requestArbitrary,
  requestOf,
  validRequests,
  withBodyField,
  type FuzzPlan,
  type FuzzRequest,
  type FuzzWorld,
} from './fuzz/fuzz-requests';
import { openTestContext } from './harness';
import { postOrder, setTenant } from './orders';
import { posCall } from './pos';
import { kitchenGraph, postPayment } from './staff-orders';

/**
 * Every route registered (the route table, not a list kept by hand) gets generated requests from its
 * own zod schemas — wrong types, numbers beyond every column, NUL bytes, very long strings, missing
 * and extra fields, broken JSON, wrong content types, bad UUIDs, odd headers — as anonymous and as
 * a caller its access lets in, so the handlers are reached. No answer may be a 5xx, and every 4xx is
 * `{message, code}`. A fixed seed and a bounded number of cases per route keep it repeatable.
 */
const SEED = 20_251_212;
const RUNS: Record<string, number> = { GET: 16, HEAD: 4, DELETE: 16, POST: 32, PUT: 32, PATCH: 24 };
/** Answers given before a handler's own rules: validation, access. */
const REFUSED_EARLY = new Set([400, 401, 403, 413, 415]);
/** Valid requests tried per route to find one that passes, the start of its probes. */
const VALID_TRIES = 8;
/** Values tried per optional body field when growing a passing request. */
const GROW_TRIES = 5;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const injectMethod = (method: string) => METHODS.find((known) => known === method) ?? 'GET';

let ctx: Ctx;
let a: TenantGraph;
let world: FuzzWorld;

/** Makes a tenant look used: recipes, a purchase, diner orders (one paid), a POS sale with a QRIS intent, a shift. */
async function seedTenant(graph: TenantGraph) {
  await setTenant(ctx, graph.tenant.id, { qrisStaticPayload: DEMO_QRIS_STATIC });
  const kitchen = await kitchenGraph(ctx, graph);
  await recordPurchase(ctx, graph, { date: '2025-01-02', name: 'Beras', qty: 5, price: 60000 });
  const items = [{ menuItemId: kitchen.nasi._id, qty: 2 }];
  for (const table of ['A1', 'A2']) {
    const created = await postOrder(ctx, graph.tenant.slug, { table, items });
    const order = created.statusCode === 201 ? customerOrderCreated.parse(created.json()).order : null;
    if (order && table === 'A1')
      await postPayment(ctx, graph, { orderId: order._id, method: 'CASH', amount: order.grandTotal });
  }
  // Statuses are not checked: the fuzz only needs rows to exist, whatever the rules of the day.
  const token = graph.cashier.token;
  await posCall(ctx, 'POST', '/pos/shifts/open', { token, payload: { openingCash: 100_000 } });
  const sale = await posCall(ctx, 'POST', '/pos/orders', { token, payload: { items } });
  if (sale.statusCode === 201) {
    const orderId = posOrderCreated.parse(sale.json()).order._id;
    await posCall(ctx, 'POST', '/pay/create-intent', { token, payload: { orderId, method: 'QRIS' } });
  }
}

/** Ids of each table that has a uuid `id`: tenant A's (for a table of tenant rows), or any. */
async function idsByTable(tenantId: string): Promise<Map<string, string[]>> {
  const columns = rowsOf(
    await ctx.db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and ((column_name = 'id' and data_type = 'uuid') or column_name = 'tenant_id')`),
  );
  const withId = new Set(columns.filter((c) => c.column_name === 'id').map((c) => String(c.table_name)));
  const withTenant = new Set(
    columns.filter((c) => c.column_name === 'tenant_id').map((c) => String(c.table_name)),
  );
  const byTable = new Map<string, string[]>();
  for (const table of withId) {
    const name = sql.identifier(table);
    const rows = withTenant.has(table)
      ? sql`select id::text as id from ${name} where tenant_id = ${tenantId} limit 12`
      : sql`select id::text as id from ${name} limit 12`;
    byTable.set(
      table,
      rowsOf(await ctx.db.execute(rows)).map((row) => String(row.id)),
    );
  }
  return byTable;
}

/**
 * The ids a field or URL param names: 'menuItemId' → menu_items, 'inventoryItemId' →
 * inventory_items, 'orderId' → orders…, and a bare id by its URL segment ('menu', 'pay'). A field
 * named '_id' (a client-generated id) names no table: it gets a new UUID.
 */
function idsFor(byTable: Map<string, string[]>, field: string): string[] {
  const stem = field
    .replace(/_?[iI]d$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();
  if (stem === '') return [];
  const exact = [stem, `${stem}s`, `${stem}_items`]
    .map((table) => byTable.get(table))
    .filter((ids) => ids !== undefined);
  if (exact.length > 0) return exact.flat();
  return [...byTable].filter(([table]) => table.startsWith(stem)).flatMap(([, ids]) => ids);
}

beforeAll(async () => {
  const generous = 1_000_000;
  ctx = await openTestContext({
    // The super admin's PATCH /super-admin/settings is fuzzed too, changing the platform-wide
    // settings row other files read: on PostgreSQL a database of its own.
    database: { own: true },
    // The browser tests' seeding route is fuzzed too (the clock hook stays off: it would move this file's clock).
    env: { TEST_SEED_HOOK: 'true' },
    limits: {
      loginFailuresPerAccount: generous,
      loginFailuresPerIp: generous,
      registrationsPerIp: generous,
      ordersPerIp: generous,
      ordersPerTable: generous,
      checkoutsPerIp: generous,
      waTestSendsPerTenant: generous,
    },
    sseHeartbeatMs: 3_600_000,
  });
  const group = await createGroup(ctx.db);
  a = await createTenantGraph(ctx.db, { groupId: group.group.id });
  const b = await createTenantGraph(ctx.db);
  const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  await seedTenant(a);
  await seedTenant(b);
  const ids = await idsByTable(a.tenant.id);
  const staff: Record<string, TestUser> = {
    RESTAURANT_ADMIN: a.admin,
    CASHIER: a.cashier,
    KITCHEN: a.kitchen,
    INVENTORY: a.inventory,
    SUPER_ADMIN: superAdmin,
  };
  /** The default caller when the route's roles let it in, else the first staff member they name. */
  const allowed = (roles: readonly string[] | undefined, fallback: TestUser) =>
    !roles || roles.includes(fallback.role)
      ? fallback
      : (roles.map((role) => staff[role]).find((user) => user !== undefined) ?? fallback);
  world = {
    tenantSlug: a.tenant.slug,
    groupSlug: group.group.slug,
    idsFor: (field) => idsFor(ids, field),
    callerFor: (access: RouteAccess) => {
      switch (access.kind) {
        case 'public':
        case 'authenticated':
          return a.admin;
        case 'tenant':
          return allowed(access.roles, a.admin);
        case 'pos':
          return allowed(access.roles, a.cashier);
        case 'group':
          return group.manager;
        case 'platform':
          return superAdmin;
      }
    },
  };
});
afterAll(() => ctx.close());

/** A session of its own for every route: a logout or a password change must not end the next route's calls. */
async function freshToken(user: TestUser): Promise<string> {
  const token = newSecretToken();
  await inAppTx(ctx.db, (tx) =>
    tx
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) }),
  );
  return token;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends one request; an event stream (SSE) is judged by its status and left open (app.close ends it). */
/** The session each caller uses for the route being walked (a new one per route). */
const routeTokens = new Map<string, Promise<string>>();

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  const caller = request.caller;
  if (caller) {
    const token = routeTokens.get(caller.id) ?? freshToken(caller);
    routeTokens.set(caller.id, token);
    headers.authorization = `Bearer ${await token}`;
  }
  const response = await ctx.app.inject({
    method: injectMethod(request.method),
    url: request.url,
    headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
    payloadAsStream: true,
  });
  const stream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  const body = stream ? '' : await readAll(response.stream());
  return { status: response.statusCode, body, stream };
}

function describeRequest(request: FuzzRequest, status: number, body: string): string {
  const payload = request.payload === undefined ? '' : ` body=${request.payload.slice(0, 400)}`;
  const who = request.caller ? request.caller.role : 'anonymous';
  return `${request.method} ${request.url.slice(0, 300)} as ${who} ${JSON.stringify(request.headers).slice(0, 300)}${payload} → ${status} ${body.slice(0, 300)}`;
}

function expectErrorBody(request: FuzzRequest, status: number, body: string) {
  if (status < 400 || request.method === 'HEAD') return;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // judged below
  }
  const ok =
    typeof parsed === 'object' &&
    parsed !== null &&
    typeof Reflect.get(parsed, 'message') === 'string' &&
    typeof Reflect.get(parsed, 'code') === 'string';
  expect(ok, `a 4xx without {message, code}: ${describeRequest(request, status, body)}`).toBe(true);
}

/**
 * The start of a route's probes: its required fields alone if they pass, grown field by field with
 * values that keep it passing (refinements are not in the JSON Schema, so the generator alone
 * rarely builds a whole valid menu item); else random valid requests; else the first that reached
 * the handler.
 */
async function passingBase(
  route: RouteCatalogEntry,
  check: (request: FuzzRequest) => Promise<number>,
): Promise<{ plan: FuzzPlan | undefined; passed: boolean }> {
  const minimal = minimalPlan(route, world, SEED);
  if (minimal && (await check(requestOf(route, minimal))) < 300) {
    let plan = minimal;
    for (const { field, values } of optionalBodyFields(route, world, SEED, GROW_TRIES)) {
      for (const value of values) {
        const grown = withBodyField(plan, field, value);
        if ((await check(requestOf(route, grown))) < 300) {
          plan = grown;
          break;
        }
      }
    }
    return { plan, passed: true };
  }
  let fallback: FuzzPlan | undefined;
  for (const { plan, request } of validRequests(route, world, SEED, VALID_TRIES)) {
    const status = await check(request);
    if (status < 300) return { plan, passed: true };
    // Else the first that got past validation to the handler (a 404 of an id, a 409…).
    if (!REFUSED_EARLY.has(status)) fallback ??= plan;
  }
  return { plan: fallback ?? minimal, passed: false };
}

describe('generated bad requests to every registered route', () => {
  it('never answer 5xx, and every refusal is {message, code}', async () => {
    // DELETE routes last: what they remove (menu items, ingredients) is what the others' ids point to.
    const routes: RouteCatalogEntry[] = [
      ...ctx.app.routeCatalog.filter((route) => route.method !== 'DELETE'),
      ...ctx.app.routeCatalog.filter((route) => route.method === 'DELETE'),
    ];
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const reachedHandler = new Set<string>();
    const passed = new Set<string>();
    const started = Date.now();
    let requests = 0;
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      routeTokens.clear();
      const check = async (request: FuzzRequest) => {
        const { status, body } = await send(request);
        requests += 1;
        const bucket = `${Math.floor(status / 100)}xx`;
        statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
        // Past access and validation: the handler answered (success, not found, conflict…).
        if (status < 400 || status === 404 || status === 409 || status === 422) reachedHandler.add(name);
        expect(status, `5xx: ${describeRequest(request, status, body)}`).toBeLessThan(500);
        expectErrorBody(request, status, body);
        return status;
      };
      try {
        if (route.method !== 'HEAD') {
          // A request that passes, if the generator finds one (refinements are not in the JSON Schema).
          const base = await passingBase(route, check);
          if (base.passed) passed.add(name);
          for (const request of base.plan ? edgeRequests(route, base.plan) : []) await check(request);
        }
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, world), async (request) => {
            await check(request);
          }),
          {
            seed: SEED,
            numRuns: RUNS[route.method] ?? 24,
            endOnFailure: true,
          },
        );
      } catch (error) {
        failures.push(`${name}: ${String(error).slice(0, 1500)}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `route fuzz (${process.env.MEJA_TEST_DRIVER}): ${routes.length} routes, ${requests} requests in ${seconds} s, ` +
        `${JSON.stringify(Object.fromEntries(statuses))}, handlers reached on ${reachedHandler.size} routes, ` +
        `a generated request passed on ${passed.size}`,
    );
    const notPassed = routes.filter((r) => r.method !== 'HEAD' && !passed.has(`${r.method} ${r.url}`));
    console.info(`no generated request passed: ${notPassed.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
    // The generator gets past access and validation on most routes, not only to 400 and 401.
    expect(reachedHandler.size).toBeGreaterThan(routes.length / 2);
  }, 600_000);
});
