import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleInvoiceList,
  consoleInvoiceQuery,
  createInvoiceRequest,
  createInvoiceResponse,
  payInvoiceResponse,
} from '@meja/shared/contracts/billing';
import { guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { BillingConsoleService } from './billing-console.service';

const superAdminOnly = { access: { kind: 'platform' } } as const;
const invoiceIdParams = z.object({ id: z.uuid('Invoice tidak ditemukan.') });

/** /api/v1/super-admin/billing: every tenant's invoices, billing by hand, marking paid (SUPER_ADMIN). */
export function billingConsoleRoutes(invoices: BillingConsoleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('billing'));
    app.get(
      '/billing/invoices',
      {
        config: superAdminOnly,
        schema: {
          summary: "Every tenant's invoices, newest first (filters: status, tenantSlug)",
          querystring: consoleInvoiceQuery,
          response: { 200: consoleInvoiceList },
        },
      },
      async (request) => invoices.list(request.query),
    );
    app.post(
      '/billing/invoices',
      {
        config: { ...superAdminOnly, errors: ['NOT_FOUND'] },
        schema: {
          summary: "Bill a tenant by hand: an UNPAID invoice and its payment page's link",
          body: createInvoiceRequest,
          response: { 200: createInvoiceResponse },
        },
      },
      async (request) => invoices.create(request.body, guardedUser(request)),
    );
    app.post(
      '/billing/invoices/:id/pay',
      {
        config: { ...superAdminOnly, errors: ['NOT_FOUND', 'INVOICE_VOID'] },
        schema: {
          summary: "Mark an invoice paid: the tenant's plan and paid period (idempotent; VOID refused)",
          params: invoiceIdParams,
          response: { 200: payInvoiceResponse },
        },
      },
      async (request) => invoices.pay(request.params.id, guardedUser(request)),
    );
  };
}
