import {
  INVOICE_KINDS,
  type ConsoleInvoice,
  type InvoiceKind,
  type PublicInvoice,
} from '@meja/shared/contracts/billing';
import type { PlatformSettingsRow } from '../../db/schema/platform';
import type { TenantRow } from '../../db/schema/platform';
import type { InvoiceRow } from './invoices.repo';

function invoiceKindOf(invoice: InvoiceRow): InvoiceKind {
  return INVOICE_KINDS.find((kind) => kind === invoice.kind) ?? 'PLAN';
}

/** The manual provider's invoice page: the invoice, where to transfer, and whom to chat with. */
export function presentPublicInvoice(
  invoice: InvoiceRow,
  tenant: TenantRow,
  settings: PlatformSettingsRow,
): PublicInvoice {
  return {
    invoice: {
      _id: invoice.id,
      number: invoice.number,
      tenantSlug: tenant.slug,
      tenantName: tenant.name,
      kind: invoiceKindOf(invoice),
      plan: invoice.plan,
      cycle: invoice.cycle,
      description: invoice.description,
      amount: invoice.amount,
      status: invoice.status,
      createdAt: invoice.createdAt.toISOString(),
      dueAt: invoice.dueAt.toISOString(),
      paidAt: invoice.paidAt?.toISOString() ?? null,
    },
    bankTransfer: {
      bankName: settings.bankName,
      accountNumber: settings.bankAccountNumber,
      accountName: settings.bankAccountName,
      note: settings.bankTransferNote,
    },
    whatsappNumber: settings.whatsappNumber,
  };
}

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** The console's raw record of an invoice: every stored field but the link token's hash. */
export function presentConsoleInvoice(
  invoice: InvoiceRow,
  tenant: { slug: string; name: string },
): ConsoleInvoice {
  return {
    _id: invoice.id,
    tenantId: invoice.tenantId,
    tenantSlug: tenant.slug,
    tenantName: tenant.name,
    number: invoice.number,
    kind: invoiceKindOf(invoice),
    plan: invoice.plan,
    cycle: invoice.cycle,
    amount: invoice.amount,
    status: invoice.status,
    provider: invoice.provider,
    description: invoice.description,
    dueAt: invoice.dueAt.toISOString(),
    createdAt: invoice.createdAt.toISOString(),
    paidAt: isoOrNull(invoice.paidAt),
    periodStart: isoOrNull(invoice.periodStart),
    periodEnd: isoOrNull(invoice.periodEnd),
  };
}
