import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPrice } from '@meja/shared/billing';
import { inAppTx } from '../../platform/db-scope';
import { readPlatformSettings } from '../platform-settings/settings.repo';
import { errorOf, registerOk, registration } from '../../../test/auth-flow';
import {
  checkoutOk,
  invoiceLinkOf,
  invoicePageOf,
  invoicesOf,
  postCheckout,
  withPlatformSettings,
} from '../../../test/billing';
import { createGroup, createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let basic: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext({
    limits: { checkoutsPerIp: 3 },
    // It changes the platform settings: on PostgreSQL, in a database no other file reads.
    database: { own: true },
  });
  basic = await createTenantGraph(ctx.db, {
    package: 'BASIC',
    trialEndsAt: new Date(Date.now() + 10 * 86_400_000),
  });
});
afterAll(() => ctx.close());

const asAdmin = () => ({ token: basic.admin.token });

describe('POST /api/v1/public/checkout — prices', () => {
  it.each([
    ['POS_ONLY', 'monthly', 99_000],
    ['POS_ONLY', 'yearly', 990_000],
    ['PRO', 'monthly', 249_000],
    ['PRO', 'yearly', 2_490_000],
  ] as const)('%s %s: an unpaid invoice of Rp %i and its Meja page', async (plan, cycle, amount) => {
    const paymentUrl = await checkoutOk(ctx, { plan, cycle, tenantSlug: basic.tenant.slug }, asAdmin());
    const { page, invoiceId, slug } = await invoicePageOf(ctx, paymentUrl);
    expect(slug).toBe(basic.tenant.slug);
    expect(page.invoice).toMatchObject({
      _id: invoiceId,
      tenantSlug: basic.tenant.slug,
      tenantName: basic.tenant.name,
      plan,
      cycle,
      amount,
      status: 'UNPAID',
      paidAt: null,
    });
    expect(page.invoice.number).toMatch(/^INV-\d{6}-\d{6}$/);
    const created = Date.parse(page.invoice.createdAt);
    expect(Date.parse(page.invoice.dueAt) - created).toBe(7 * 86_400_000);
  });

  it('prices from the platform settings, never from the request', async () => {
    await withPlatformSettings(ctx, { pricePro: 300_000, pricePOS: 125_000 }, async () => {
      const settings = await inAppTx(ctx.db, readPlatformSettings);
      const body = { plan: 'PRO', cycle: 'yearly', tenantSlug: basic.tenant.slug, amount: 1 };
      const response = await postCheckout(ctx, body, asAdmin());
      expect(response.statusCode, response.body).toBe(200);
      const { page } = await invoicePageOf(ctx, String(response.json().paymentUrl));
      expect(page.invoice.amount).toBe(3_000_000);
      expect(page.invoice.amount).toBe(planPrice('PRO', 'yearly', settings));
      const pos = await checkoutOk(
        ctx,
        { plan: 'POS_ONLY', cycle: 'monthly', tenantSlug: basic.tenant.slug },
        asAdmin(),
      );
      expect((await invoicePageOf(ctx, pos)).page.invoice.amount).toBe(125_000);
    });
  });

  it('gives every invoice its own number and link token', async () => {
    const first = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'monthly', tenantSlug: basic.tenant.slug },
      asAdmin(),
    );
    const second = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'monthly', tenantSlug: basic.tenant.slug },
      asAdmin(),
    );
    const a = await invoicePageOf(ctx, first);
    const b = await invoicePageOf(ctx, second);
    expect(a.page.invoice.number).not.toBe(b.page.invoice.number);
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(40);
    const stored = await invoicesOf(ctx, basic.tenant.id);
    expect(stored.every((row) => row.provider === 'manual' && row.providerRef === null)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(a.token);
  });

  it('refuses ENTERPRISE with 422 and points to WhatsApp', async () => {
    for (const cycle of ['monthly', 'yearly'] as const) {
      const response = await postCheckout(
        ctx,
        { plan: 'ENTERPRISE', cycle, tenantSlug: basic.tenant.slug },
        asAdmin(),
      );
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).code).toBe('PLAN_BY_CONTACT');
      expect(errorOf(response).message).toMatch(/WhatsApp/);
      expect(errorOf(response).message).toMatch(/grup/);
    }
  });

  it('refuses a free plan with 422: BASIC is registered for free', async () => {
    const response = await postCheckout(
      ctx,
      { plan: 'BASIC', cycle: 'monthly', tenantSlug: basic.tenant.slug },
      asAdmin(),
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toMatch(/daftar/);
    await withPlatformSettings(ctx, { pricePro: 0 }, async () => {
      const pro = await postCheckout(
        ctx,
        { plan: 'PRO', cycle: 'yearly', tenantSlug: basic.tenant.slug },
        asAdmin(),
      );
      expect(pro.statusCode).toBe(422);
    });
  });

  it.each([
    [{ plan: 'GOLD', cycle: 'monthly' }, 'plan'],
    [{ plan: 'pro', cycle: 'monthly' }, 'plan'],
    [{ cycle: 'monthly' }, 'plan'],
    [{ plan: 'PRO', cycle: 'weekly' }, 'cycle'],
    [{ plan: 'PRO' }, 'cycle'],
    [{ plan: 'PRO', cycle: 'monthly', tenantSlug: '' }, 'tenantSlug'],
    [{ plan: 'PRO', cycle: 'monthly', tenantSlug: '   ' }, 'tenantSlug'],
    [{ plan: 'PRO', cycle: 'monthly', tenantSlug: 'x'.repeat(81) }, 'tenantSlug'],
    [{ plan: 'PRO', cycle: 'monthly', tenantSlug: 42 }, 'tenantSlug'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await postCheckout(ctx, body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('is 404 for an unknown restaurant', async () => {
    const response = await postCheckout(ctx, {
      plan: 'PRO',
      cycle: 'monthly',
      tenantSlug: 'tidak-ada-resto',
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Tenant tidak ditemukan.' });
  });
});

describe('POST /api/v1/public/checkout — who pays for which restaurant', () => {
  it('sends a visitor without a restaurant to registration with the package chosen', async () => {
    for (const plan of ['POS_ONLY', 'PRO'] as const) {
      expect(await checkoutOk(ctx, { plan, cycle: 'yearly' })).toBe(
        `http://meja.test/register?package=${plan}`,
      );
    }
  });

  it('bills a restaurant admin’s own restaurant, named or not', async () => {
    const own = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const unnamed = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly' }, { token: own.admin.token });
    expect(invoiceLinkOf(unnamed).slug).toBe(own.tenant.slug);
    const named = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'yearly', tenantSlug: own.tenant.slug },
      { token: own.admin.token },
    );
    expect(invoiceLinkOf(named).slug).toBe(own.tenant.slug);
    expect(await invoicesOf(ctx, own.tenant.id)).toHaveLength(2);
  });

  it('refuses another restaurant’s admin and the restaurant’s other staff with 403', async () => {
    const other = await createTenantGraph(ctx.db);
    for (const user of [other.admin, basic.cashier, basic.kitchen, basic.inventory]) {
      const response = await postCheckout(
        ctx,
        { plan: 'PRO', cycle: 'monthly', tenantSlug: basic.tenant.slug },
        { token: user.token },
      );
      expect(response.statusCode, user.role).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
      expect(response.body).not.toContain('paymentUrl');
    }
  });

  it('lets the group manager pay for the group’s branches, not for others', async () => {
    const { group, manager } = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'POS_ONLY', groupId: group.id });
    const paymentUrl = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'monthly', tenantSlug: branch.tenant.slug },
      { token: manager.token },
    );
    expect(invoiceLinkOf(paymentUrl).slug).toBe(branch.tenant.slug);
    const foreign = await postCheckout(
      ctx,
      { plan: 'PRO', cycle: 'monthly', tenantSlug: basic.tenant.slug },
      { token: manager.token },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('lets the super admin pay for any restaurant', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const paymentUrl = await checkoutOk(
      ctx,
      { plan: 'POS_ONLY', cycle: 'yearly', tenantSlug: basic.tenant.slug },
      { token: superAdmin.token },
    );
    expect(invoiceLinkOf(paymentUrl).slug).toBe(basic.tenant.slug);
  });

  it('asks every logged-in role but a restaurant admin to choose a restaurant (400)', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const { manager } = await createGroup(ctx.db);
    for (const user of [superAdmin, manager, basic.cashier]) {
      const response = await postCheckout(ctx, { plan: 'PRO', cycle: 'monthly' }, { token: user.token });
      expect(response.statusCode, user.role).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION',
        fields: { tenantSlug: 'Pilih restoran yang akan dibayar paketnya.' },
      });
    }
  });
});

describe('POST /api/v1/public/checkout — throttled per address', () => {
  it('answers 429 after a few checkouts from one IP, and not for another', async () => {
    const ip = '203.0.113.77';
    const body = { plan: 'PRO', cycle: 'monthly', tenantSlug: basic.tenant.slug } as const;
    for (let i = 0; i < 3; i += 1) await checkoutOk(ctx, body, { ip, ...asAdmin() });
    const refused = await postCheckout(ctx, body, { ip, ...asAdmin() });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(errorOf(refused).retryAfterSeconds).toBeGreaterThan(0);
    await checkoutOk(ctx, body, { ip: '203.0.113.78', ...asAdmin() });
  });
});

describe('POST /api/v1/public/checkout without a session — only the registration’s payment link (issue 12)', () => {
  const UNKNOWN = { code: 'NOT_FOUND', message: 'Tenant tidak ditemukan.' };

  /** A restaurant registered through the API, and the token of its payment link. */
  async function registered() {
    const body = registration({ package: 'PRO' });
    const { tenantSlug, checkoutToken } = await registerOk(ctx.app, body);
    return { tenantSlug, checkoutToken };
  }

  it('bills the registered restaurant with its token', async () => {
    const { tenantSlug, checkoutToken } = await registered();
    const paymentUrl = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly', tenantSlug, checkoutToken });
    const { page } = await invoicePageOf(ctx, paymentUrl);
    expect(page.invoice).toMatchObject({ tenantSlug, plan: 'PRO', cycle: 'monthly', status: 'UNPAID' });
  });

  it('refuses a restaurant without the token, or with a wrong one, like an unknown restaurant', async () => {
    const { tenantSlug, checkoutToken } = await registered();
    const other = await registered();
    for (const token of [undefined, 'salah', other.checkoutToken, checkoutToken.slice(1)]) {
      const response = await postCheckout(ctx, {
        plan: 'PRO',
        cycle: 'monthly',
        tenantSlug,
        ...(token === undefined ? {} : { checkoutToken: token }),
      });
      expect(response.statusCode, String(token)).toBe(404);
      expect(errorOf(response)).toEqual(UNKNOWN);
    }
    // A restaurant that never had a token (made before issue 12, or paid) cannot be billed anonymously.
    const noToken = await postCheckout(ctx, {
      plan: 'POS_ONLY',
      cycle: 'monthly',
      tenantSlug: basic.tenant.slug,
    });
    expect(errorOf(noToken)).toEqual(UNKNOWN);
  });

  it('stops working once an invoice of the restaurant is paid', async () => {
    const { tenantSlug, checkoutToken } = await registered();
    const first = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly', tenantSlug, checkoutToken });
    await ctx.app.billing.markInvoicePaid(invoiceLinkOf(first).invoiceId);
    // The PRO restaurant can no longer be sent a lower plan's invoice by whoever has the old link.
    const later = await postCheckout(ctx, { plan: 'POS_ONLY', cycle: 'monthly', tenantSlug, checkoutToken });
    expect(later.statusCode).toBe(404);
    expect(errorOf(later)).toEqual(UNKNOWN);
  });

  it('opens the checkout also for a session that could not pay otherwise', async () => {
    const { tenantSlug, checkoutToken } = await registered();
    const stranger = await createTenantGraph(ctx.db);
    const paymentUrl = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'yearly', tenantSlug, checkoutToken },
      { token: stranger.admin.token },
    );
    expect(invoiceLinkOf(paymentUrl).slug).toBe(tenantSlug);
    const without = await postCheckout(
      ctx,
      { plan: 'PRO', cycle: 'yearly', tenantSlug },
      { token: stranger.admin.token },
    );
    expect(without.statusCode).toBe(403);
  });

  it.each([
    [{ checkoutToken: '' }],
    [{ checkoutToken: '   ' }],
    [{ checkoutToken: 'x'.repeat(201) }],
    [{ checkoutToken: 42 }],
  ])('refuses %j with 400 naming checkoutToken', async (extra) => {
    const response = await postCheckout(ctx, { plan: 'PRO', cycle: 'monthly', tenantSlug: 'x', ...extra });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toContain('checkoutToken');
  });
});
