import type { z } from 'zod';
import { formatInvoiceNumber, INVOICE_DUE_DAYS, invoiceDescription } from '@meja/shared/billing';
import {
  INVOICE_CREATED_MESSAGE,
  INVOICE_PAID_MESSAGE,
  type ConsoleInvoiceList,
  type ConsoleInvoiceQuery,
  type createInvoiceRequest,
  type CreateInvoiceResponse,
  type PayInvoiceResponse,
} from '@meja/shared/contracts/billing';
import type { AuthUser } from '../../platform/auth/auth-user';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { inTenantTx, unsafePlatformReadTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { auditActorOf, recordAudit } from '../audit/audit.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { BillingService } from './billing.service';
import { presentConsoleInvoice } from './invoices.presenter';
import { insertInvoice, nextInvoiceSequence, unsafeListInvoices } from './invoices.repo';

type CreateInvoiceInput = z.output<typeof createInvoiceRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
const TENANT_NOT_FOUND = 'Tenant tidak ditemukan.';

type ConsoleDeps = Pick<ServiceDeps, 'db' | 'env' | 'now'> & {
  tenants: TenantsService;
  billing: BillingService;
};

/** The platform console's invoices (issue 15): every tenant's list, billing by hand, marking paid. */
export function createBillingConsoleService(deps: ConsoleDeps) {
  async function list(query: ConsoleInvoiceQuery): Promise<ConsoleInvoiceList> {
    const rows = await unsafePlatformReadTx(deps.db, (tx) => unsafeListInvoices(tx, query));
    return {
      items: rows.map((row) =>
        presentConsoleInvoice(row.invoice, { slug: row.tenantSlug, name: row.tenantName }),
      ),
    };
  }

  /**
   * An UNPAID invoice the super admin made by hand, for any amount of at least 1 rupiah. What paying
   * it buys: `plan` (default the tenant's current package) for one `cycle` (default monthly). A
   * deleted tenant is as unknown as a wrong slug.
   */
  async function create(input: CreateInvoiceInput, user: AuthUser): Promise<CreateInvoiceResponse> {
    const tenant = await deps.tenants.bySlug(input.tenantSlug);
    if (!tenant || tenant.deletedAt !== null) throw notFound(TENANT_NOT_FOUND);
    const now = deps.now();
    const plan = input.plan ?? tenant.package;
    const cycle = input.cycle ?? 'monthly';
    const token = newSecretToken();
    const invoice = await inTenantTx(deps.db, tenant.id, async (tx) => {
      const row = await insertInvoice(tx, {
        tenantId: tenant.id,
        number: formatInvoiceNumber(now, await nextInvoiceSequence(tx)),
        plan,
        cycle,
        amount: input.amount,
        provider: 'manual',
        tokenHash: hashToken(token),
        description: input.description || invoiceDescription(plan, cycle),
        createdAt: now,
        dueAt: input.dueAt ? new Date(input.dueAt) : new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
      });
      await recordAudit(
        tx,
        auditActorOf(user),
        {
          action: 'invoice.create',
          targetType: 'invoice',
          targetId: row.id,
          targetLabel: `${row.number} (${tenant.slug})`,
          after: { tenantSlug: tenant.slug, amount: row.amount, plan, cycle, dueAt: row.dueAt.toISOString() },
        },
        now,
      );
      return row;
    });
    return {
      message: INVOICE_CREATED_MESSAGE,
      invoice: presentConsoleInvoice(invoice, tenant),
      paymentUrl: `${deps.env.PUBLIC_URL}/payment/${encodeURIComponent(tenant.slug)}/invoice/${invoice.id}?token=${token}`,
    };
  }

  async function pay(invoiceId: string, user: AuthUser): Promise<PayInvoiceResponse> {
    const { invoice, tenant } = await deps.billing.payInvoice(invoiceId, auditActorOf(user));
    return { message: INVOICE_PAID_MESSAGE, invoice: presentConsoleInvoice(invoice, tenant) };
  }

  return { list, create, pay };
}

export type BillingConsoleService = ReturnType<typeof createBillingConsoleService>;
