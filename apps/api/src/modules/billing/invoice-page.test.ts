import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInvoice } from '@meja/shared/contracts/billing';
import { errorOf } from '../../../test/auth-flow';
import { checkoutOk, getInvoice, invoiceLinkOf, withPlatformSettings } from '../../../test/billing';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let tenant: TenantGraph;
let link: ReturnType<typeof invoiceLinkOf>;

beforeAll(async () => {
  // It changes the platform settings: on PostgreSQL, in a database no other file reads.
  ctx = await openTestContext({ database: { own: true } });
  tenant = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
  link = invoiceLinkOf(
    await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'yearly', tenantSlug: tenant.tenant.slug },
      { token: tenant.admin.token },
    ),
  );
});
afterAll(() => ctx.close());

const BANK = {
  bankName: 'BCA',
  bankAccountNumber: '1234567890',
  bankAccountName: 'PT MEJA NUSANTARA',
  bankTransferNote: 'Tulis nomor invoice di berita transfer.',
  whatsappNumber: '0812-1111-2222',
};

describe('GET /api/v1/public/:tenantSlug/invoices/:invoiceId?token=', () => {
  it('shows the invoice with the bank transfer and WhatsApp number of the platform settings', async () => {
    await withPlatformSettings(ctx, BANK, async () => {
      const response = await getInvoice(ctx, link.slug, link.invoiceId, link.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = publicInvoice.strict().parse(response.json());
      expect(body.bankTransfer).toEqual({
        bankName: 'BCA',
        accountNumber: '1234567890',
        accountName: 'PT MEJA NUSANTARA',
        note: 'Tulis nomor invoice di berita transfer.',
      });
      expect(body.whatsappNumber).toBe('0812-1111-2222');
      expect(body.invoice).toMatchObject({
        _id: link.invoiceId,
        tenantSlug: tenant.tenant.slug,
        tenantName: tenant.tenant.name,
        plan: 'PRO',
        cycle: 'yearly',
        amount: 2_490_000,
        status: 'UNPAID',
        paidAt: null,
      });
    });
  });

  it('leaves the bank details blank on an install that has not set them', async () => {
    const response = await getInvoice(ctx, link.slug, link.invoiceId, link.token);
    const page = publicInvoice.parse(response.json());
    expect(page.bankTransfer).toEqual({ bankName: '', accountNumber: '', accountName: '', note: '' });
    expect(page.whatsappNumber).toBe('');
  });

  it('says nothing about the token or the tenant’s people', async () => {
    const response = await getInvoice(ctx, link.slug, link.invoiceId, link.token);
    expect(response.body).not.toContain(link.token);
    expect(response.body).not.toMatch(/tokenHash|token_hash|providerRef/);
    for (const user of [tenant.admin, tenant.cashier]) expect(response.body).not.toContain(user.email);
  });

  it('is the same 404 for a wrong, missing or empty token and an unknown invoice', async () => {
    const unknownId = '01890000-0000-7000-8000-000000000000';
    const answers = [
      await getInvoice(ctx, link.slug, link.invoiceId, `${link.token.slice(0, -1)}x`),
      await getInvoice(ctx, link.slug, link.invoiceId),
      await getInvoice(ctx, link.slug, link.invoiceId, ''),
      await getInvoice(ctx, link.slug, unknownId, link.token),
      await getInvoice(ctx, 'tidak-ada-resto', link.invoiceId, link.token),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Invoice tidak ditemukan.' });
    }
  });

  it('does not show an invoice under another restaurant’s slug, even with its token', async () => {
    const other = await createTenantGraph(ctx.db);
    const response = await getInvoice(ctx, other.tenant.slug, link.invoiceId, link.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(tenant.tenant.name);
  });

  it('refuses a malformed invoice id or an oversized token with 400', async () => {
    expect((await getInvoice(ctx, link.slug, 'not-a-uuid', link.token)).statusCode).toBe(400);
    const long = await getInvoice(ctx, link.slug, link.invoiceId, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).code).toBe('VALIDATION');
  });
});
