import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posMenu, qrisSettingResponse } from '@meja/shared/contracts/pos';
import { crc16ccitt, QRIS_MESSAGES } from '@meja/shared/qris';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { posCall } from '../../../test/pos';
import { DEMO_QRIS_STATIC } from '../../seed/seed';

/** GET/PUT /api/v1/tenant/{slug}/payments/qris: the static QRIS the POS makes dynamic (issue 6). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const put = (slug: string, token: string | null, payload: unknown) =>
  call(ctx, 'PUT', slug, '/payments/qris', token, payload);

describe('the static QRIS setting', () => {
  it('saves a valid payload (trimmed) that the POS menu then carries, and clears it with null', async () => {
    const t = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const empty = await call(ctx, 'GET', t.tenant.slug, '/payments/qris', t.admin.token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(qrisSettingResponse.strict().parse(empty.json())).toEqual({ qrisStaticPayload: null });

    const saved = await put(t.tenant.slug, t.admin.token, { qrisStaticPayload: `  ${DEMO_QRIS_STATIC}\n` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ qrisStaticPayload: DEMO_QRIS_STATIC });
    const menu = await posCall(ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(posMenu.parse(menu.json()).qrisStaticPayload).toBe(DEMO_QRIS_STATIC);

    for (const cleared of [null, '   ']) {
      const response = await put(t.tenant.slug, t.admin.token, { qrisStaticPayload: cleared });
      expect(response.json()).toEqual({ qrisStaticPayload: null });
    }
  });

  it('refuses a payload whose CRC does not check out, a dynamic one and text that is no QRIS (400)', async () => {
    const t = await createTenantGraph(ctx.db);
    const wrongCrc = `${DEMO_QRIS_STATIC.slice(0, -4)}0000`;
    const dynamicBody = DEMO_QRIS_STATIC.replace('010211', '010212').slice(0, -4);
    const dynamic = dynamicBody + crc16ccitt(dynamicBody);
    for (const [payload, message] of [
      [wrongCrc, QRIS_MESSAGES.crc],
      [dynamic, QRIS_MESSAGES.notStatic],
      ['halo dunia', QRIS_MESSAGES.format],
    ] as const) {
      const response = await put(t.tenant.slug, t.admin.token, { qrisStaticPayload: payload });
      expect(response.statusCode, payload).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'VALIDATION',
        message,
        fields: { qrisStaticPayload: message },
      });
    }
    const tooLong = await put(t.tenant.slug, t.admin.token, { qrisStaticPayload: '0'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const still = await call(ctx, 'GET', t.tenant.slug, '/payments/qris', t.admin.token);
    expect(still.json()).toEqual({ qrisStaticPayload: null });
  });

  it('is for the restaurant admin (and super admin) only', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const body = { qrisStaticPayload: DEMO_QRIS_STATIC };
    for (const [token, status] of [
      [null, 401],
      [t.cashier.token, 403],
      [t.kitchen.token, 403],
      [other.admin.token, 403],
    ] as const) {
      expect((await put(t.tenant.slug, token, body)).statusCode).toBe(status);
      expect((await call(ctx, 'GET', t.tenant.slug, '/payments/qris', token)).statusCode).toBe(status);
    }
    expect((await put(t.tenant.slug, superAdmin.token, body)).statusCode).toBe(200);
  });
});
