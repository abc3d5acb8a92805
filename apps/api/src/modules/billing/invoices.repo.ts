import { and, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { gatewayEvents, invoices } from '../../db/schema/billing';
import { tenants } from '../../db/schema/platform';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../platform/db-scope';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The next running number of INV-YYYYMM-NNNNNN (never reused, even when its transaction rolls back). */
export async function nextInvoiceSequence(tx: Tx): Promise<number> {
  const [row] = rowsOf(await tx.execute(sql`select nextval('invoice_number_seq')::text as n`));
  const value = Number(row?.n);
  if (!Number.isSafeInteger(value)) throw new Error('invoice_number_seq gave no number');
  return value;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert invoices returned no row');
  return row;
}

export async function findInvoice(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const query = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

async function updateInvoice(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  values: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)))
    .returning();
  if (!row) throw new Error(`invoice ${invoiceId} vanished`);
  return row;
}

export function setInvoiceProviderRef(tx: Tx, tenantId: string, invoiceId: string, providerRef: string) {
  return updateInvoice(tx, tenantId, invoiceId, { providerRef });
}

export function voidInvoice(tx: Tx, tenantId: string, invoiceId: string) {
  return updateInvoice(tx, tenantId, invoiceId, { status: 'VOID' });
}

export function setInvoicePaid(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  paid: { paidAt: Date; periodStart?: Date; periodEnd?: Date },
) {
  return updateInvoice(tx, tenantId, invoiceId, { status: 'PAID', ...paid });
}

/** UNSAFE (platform console): the tenant of an invoice, by id alone; needs unsafePlatformReadTx. */
export async function unsafeInvoiceTenantId(tx: Tx, invoiceId: string): Promise<string | undefined> {
  const rows = await tx
    .select({ tenantId: invoices.tenantId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return rows[0]?.tenantId;
}

/** An invoice with the names of its tenant, as the console lists it. */
export interface InvoiceWithTenant {
  invoice: InvoiceRow;
  tenantSlug: string;
  tenantName: string;
}

/**
 * UNSAFE (platform console): every tenant's invoices, newest first, with their tenant's slug and
 * name in the same query; needs unsafePlatformReadTx.
 */
export async function unsafeListInvoices(
  tx: Tx,
  filter: { status?: InvoiceRow['status']; tenantSlug?: string; limit: number },
): Promise<InvoiceWithTenant[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(invoices.status, filter.status));
  if (filter.tenantSlug) where.push(eq(tenants.slug, filter.tenantSlug));
  return tx
    .select({ invoice: invoices, tenantSlug: tenants.slug, tenantName: tenants.name })
    .from(invoices)
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(filter.limit);
}

/** Records a gateway event once: false when the provider's event id was recorded before (a replay). */
export async function recordGatewayEvent(
  tx: Tx,
  values: typeof gatewayEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(gatewayEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: gatewayEvents.eventId });
  return rows.length > 0;
}

/**
 * UNSAFE (platform read): every tenant's unpaid invoices of a gateway created between the two
 * instants — the lost-webhook poll's candidates.
 */
export function unsafeUnpaidGatewayInvoices(
  tx: Tx,
  created: { after: Date; before: Date },
): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'UNPAID'),
        ne(invoices.provider, 'manual'),
        gt(invoices.createdAt, created.after),
        lt(invoices.createdAt, created.before),
      ),
    )
    .orderBy(invoices.createdAt);
}
