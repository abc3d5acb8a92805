import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkoutResponse, publicInvoice, type CheckoutRequest } from '@meja/shared/contracts/billing';
import { publicTenant } from '@meja/shared/contracts/tenant';
import { invoices } from '../src/db/schema/billing';
import { platformSettings } from '../src/db/schema/platform';
import { inAppTx, unsafePlatformReadTx } from '../src/platform/db-scope';
import { readPlatformSettings } from '../src/modules/platform-settings/settings.repo';
import { freshIp } from './auth-flow';
import { bearer } from './harness';
import type { Ctx } from './catalog';

/** Helpers for the plan checkout and invoice API tests (issue 7). */

export function postCheckout(
  ctx: Ctx,
  body: Partial<CheckoutRequest> | Record<string, unknown>,
  options: { token?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/public/checkout',
    headers: { 'content-type': 'application/json', ...(options.token ? bearer(options.token) : {}) },
    payload: JSON.stringify(body),
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** Checks out and returns the payment URL (fails the test on any other answer than 200). */
export async function checkoutOk(
  ctx: Ctx,
  body: CheckoutRequest,
  options: { token?: string; ip?: string } = {},
): Promise<string> {
  const response = await postCheckout(ctx, body, options);
  expect(response.statusCode, response.body).toBe(200);
  return checkoutResponse.strict().parse(response.json()).paymentUrl;
}

/** The parts of a manual provider's invoice page link: /payment/{slug}/invoice/{id}?token=… */
export function invoiceLinkOf(paymentUrl: string, publicUrl = 'http://meja.test') {
  const url = new URL(paymentUrl);
  expect(url.origin).toBe(publicUrl);
  const match = /^\/payment\/([^/]+)\/invoice\/([0-9a-f-]{36})$/.exec(url.pathname);
  if (!match?.[1] || !match[2]) throw new Error(`not an invoice page link: ${paymentUrl}`);
  return {
    slug: decodeURIComponent(match[1]),
    invoiceId: match[2],
    token: url.searchParams.get('token') ?? '',
  };
}

export const invoiceUrl = (slug: string, invoiceId: string, token?: string) =>
  `/api/v1/public/${slug}/invoices/${invoiceId}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

export function getInvoice(ctx: Ctx, slug: string, invoiceId: string, token?: string) {
  return ctx.app.inject({ method: 'GET', url: invoiceUrl(slug, invoiceId, token) });
}

/** The invoice page behind a checkout's payment URL (fails the test unless it is 200). */
export async function invoicePageOf(ctx: Ctx, paymentUrl: string) {
  const link = invoiceLinkOf(paymentUrl);
  const response = await getInvoice(ctx, link.slug, link.invoiceId, link.token);
  expect(response.statusCode, response.body).toBe(200);
  return { ...link, page: publicInvoice.strict().parse(response.json()) };
}

/** Every invoice of a tenant, straight from the database (the platform's own view). */
export function invoicesOf(ctx: Ctx, tenantId: string) {
  return unsafePlatformReadTx(ctx.db, (tx) =>
    tx
      .select()
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId))
      .orderBy(invoices.createdAt, invoices.number),
  );
}

type SettingsValues = Partial<Omit<typeof platformSettings.$inferInsert, 'id'>>;

/**
 * Changes the platform settings for the duration of `work`, then puts them back. They are one row
 * for the whole database: a file using this opens its context with `database: { own: true }`.
 */
export async function withPlatformSettings<T>(ctx: Ctx, values: SettingsValues, work: () => Promise<T>) {
  const before = await inAppTx(ctx.db, readPlatformSettings);
  await inAppTx(ctx.db, (tx) => tx.update(platformSettings).set(values));
  try {
    return await work();
  } finally {
    const { id: _id, ...restored } = before;
    await inAppTx(ctx.db, (tx) => tx.update(platformSettings).set(restored));
  }
}

/** Whether the public menu of `slug` takes orders now (GET /public/resolve). */
export async function acceptingOrders(ctx: Ctx, slug: string): Promise<boolean> {
  const response = await ctx.app.inject({ url: `/api/v1/public/resolve/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return publicTenant.parse(response.json()).acceptingOrders;
}
