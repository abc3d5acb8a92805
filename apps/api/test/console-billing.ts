import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditList } from '@meja/shared/contracts/audit';
import {
  consoleInvoiceList,
  createInvoiceResponse,
  payInvoiceResponse,
  type CreateInvoiceRequest,
} from '@meja/shared/contracts/billing';
import { invoices } from '../src/db/schema/billing';
import { orders } from '../src/db/schema/orders';
import { inTenantTx } from '../src/platform/db-scope';
import { bearer } from './harness';
import type { Ctx } from './catalog';

/** Helpers for the platform console's billing, revenue and stats tests (issue 15). */

export const CONSOLE = '/api/v1/super-admin';

export function consoleCall(
  ctx: Ctx,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `${CONSOLE}${path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export async function createInvoiceOk(ctx: Ctx, token: string, body: CreateInvoiceRequest) {
  const response = await consoleCall(ctx, 'POST', '/billing/invoices', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return createInvoiceResponse.strict().parse(response.json());
}

export async function payInvoiceOk(ctx: Ctx, token: string, invoiceId: string) {
  const response = await consoleCall(ctx, 'POST', `/billing/invoices/${invoiceId}/pay`, token);
  expect(response.statusCode, response.body).toBe(200);
  return payInvoiceResponse.strict().parse(response.json());
}

export async function listInvoicesOk(ctx: Ctx, token: string, query = '') {
  const response = await consoleCall(ctx, 'GET', `/billing/invoices${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return consoleInvoiceList.strict().parse(response.json()).items;
}

export async function auditOfInvoice(ctx: Ctx, token: string, invoiceId: string) {
  const response = await consoleCall(ctx, 'GET', `/audit?targetType=invoice&targetId=${invoiceId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return auditList.strict().parse(response.json()).items;
}

let seeded = 0;

/** An invoice stored as it is (status and dates chosen by the test). */
export async function seedInvoice(
  ctx: Ctx,
  tenantId: string,
  values: { amount: number; status: 'PAID' | 'UNPAID' | 'VOID'; paidAt?: Date; createdAt?: Date },
) {
  seeded += 1;
  const createdAt = values.createdAt ?? values.paidAt ?? new Date();
  const paid = values.status === 'PAID' ? (values.paidAt ?? createdAt) : null;
  await inTenantTx(ctx.db, tenantId, (tx) =>
    tx.insert(invoices).values({
      tenantId,
      number: `INV-TEST-${Date.now()}-${seeded}`,
      plan: 'PRO',
      cycle: 'monthly',
      amount: values.amount,
      status: values.status,
      tokenHash: `seed-${seeded}`,
      createdAt,
      dueAt: createdAt,
      paidAt: paid,
      periodStart: paid,
      periodEnd: paid,
    }),
  );
}

/** An order stored as it is: `total` rupiah, PAID or not, made at `createdAt`. */
export async function seedOrder(
  ctx: Ctx,
  tenantId: string,
  values: { total: number; status: 'PAID' | 'PENDING' | 'CANCELLED'; createdAt?: Date },
) {
  await inTenantTx(ctx.db, tenantId, (tx) =>
    tx.insert(orders).values({
      tenantId,
      tableNumber: 'A1',
      source: 'POS',
      status: values.status,
      subtotal: values.total,
      tax: 0,
      total: values.total,
      taxPercent: 0,
      createdAt: values.createdAt ?? new Date(),
    }),
  );
}
