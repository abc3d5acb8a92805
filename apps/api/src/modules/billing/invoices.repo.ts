import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/billing';
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
  paid: { paidAt: Date; periodStart: Date; periodEnd: Date },
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
