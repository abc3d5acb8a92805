import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { menuGraph, ordersUrl } from '../../../test/orders';

/** 1,000 generated malformed bodies: always a 4xx with {message, code}, never a 5xx. */
let ctx: Ctx;
let graph: TenantGraph;
let menuIds: string[];

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 100_000, ordersPerTable: 100_000 } });
  graph = await createTenantGraph(ctx.db);
  const { nasi, sate } = await menuGraph(ctx, graph);
  menuIds = [nasi._id, sate._id];
});
afterAll(() => ctx.close());

/** Text that stresses a database: control characters (NUL), unicode, very long strings. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'A\u0000',
    '\uD800',
    'ß',
    '💥',
    ' ',
    'x'.repeat(5000),
    "'; drop table orders; --",
  ),
);
const junk = fc.oneof(
  fc.anything(),
  nastyText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, -1, 0, 1e308, Number.MAX_SAFE_INTEGER, 99, 100, '1', [], {}),
);

async function send(payload: string, key?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: ordersUrl(graph.tenant.slug),
    headers: { 'content-type': 'application/json', ...(key !== undefined && { 'idempotency-key': key }) },
    payload,
    remoteAddress: freshIp(),
  });
  return response;
}

function expectNo5xx(response: { statusCode: number; body: string }, sent: string) {
  expect(response.statusCode, `${sent} → ${response.body}`).toBeLessThan(500);
  expect(response.statusCode).toBeGreaterThanOrEqual(200);
}

describe('malformed order bodies', () => {
  it('fc.anything() bodies are refused with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything({ withNullPrototype: true, withBigInt: false }), async (value) => {
        const payload = JSON.stringify(value) ?? '';
        const response = await send(payload);
        expectNo5xx(response, payload);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 400 },
    );
  });

  it('mutated valid bodies give 201 or a 4xx, never a 5xx', async () => {
    const validLine = fc.record({
      menuItemId: fc.constantFrom(...menuIds),
      qty: fc.integer({ min: 1, max: 99 }),
    });
    const often = <T, U>(valid: fc.Arbitrary<T>, broken: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: broken, weight: 1 });
    const line = often(
      validLine,
      fc.oneof(
        fc.record(
          { menuItemId: fc.oneof(fc.constantFrom(...menuIds), fc.uuid(), junk), qty: junk, price: junk },
          { requiredKeys: [] },
        ),
        junk,
      ),
    );
    const body = fc.record(
      {
        _id: often(fc.constant(undefined), fc.oneof(fc.uuid(), junk)),
        items: often(
          fc.array(line, { minLength: 1, maxLength: 4 }),
          fc.oneof(fc.constant([]), fc.array(validLine, { minLength: 51, maxLength: 52 }), junk),
        ),
        table: often(fc.constantFrom('A1', ' b2 ', 'meja-7'), fc.oneof(nastyText, junk)),
        note: often(fc.constantFrom('', 'pedas'), fc.oneof(nastyText, junk)),
        price: junk,
      },
      { requiredKeys: ['items', 'table'] },
    );
    const key = fc.oneof(
      fc.constant(undefined),
      fc.uuid(),
      fc.constantFrom('', 'k'.repeat(101)),
      fc.string({ maxLength: 20 }),
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, key, async (value, idempotencyKey) => {
        const payload = JSON.stringify(value);
        const response = await send(payload, idempotencyKey?.replace(/[^\x21-\x7e]/g, ''));
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expectNo5xx(response, payload);
      }),
      { numRuns: 600 },
    );
    // The generator reaches both sides: orders really created and requests refused.
    expect(seen.get(201) ?? 0, JSON.stringify([...seen])).toBeGreaterThan(20);
    expect(seen.get(400) ?? 0, JSON.stringify([...seen])).toBeGreaterThan(20);
  });

  it('NUL and other control characters in the table or note are a 4xx, not a database error', async () => {
    const items = [{ menuItemId: menuIds[0], qty: 1 }];
    for (const value of [
      { items, table: 'A\u0000' },
      { items, table: 'A1', note: 'pedas\u0000' },
      { items, table: '\u0000' },
    ]) {
      const payload = JSON.stringify(value);
      const response = await send(payload);
      expectNo5xx(response, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('broken JSON and wrong content types are 4xx', async () => {
    for (const payload of ['{', '{"items":', 'null', '[]', '"x"', '{"__proto__":{"x":1}}', '']) {
      expectNo5xx(await send(payload), payload);
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: ordersUrl(graph.tenant.slug),
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ items: [{ menuItemId: menuIds[0], qty: 1 }], table: 'A1' }),
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});
