import type { TransactionRow } from '@meja/shared/contracts/pos';

/** A row of the last-transactions table: the server's, or a sale still waiting in the offline queue. */
export interface RecentSaleRow extends Omit<TransactionRow, 'itemsCount'> {
  /** Unknown (null) for a local sale whose order is already on the server. */
  itemsCount: number | null;
  offline: boolean;
  /** A local sale the server refused: it waits in the failed list. */
  refused: boolean;
}

/** A sale of the offline queue (offline/pos-views PosSaleView). */
export interface LocalSale extends Omit<TransactionRow, 'itemsCount'> {
  itemsCount: number | null;
  queueStatus: 'pending' | 'processing' | 'failed';
}

export const RECENT_SALES_LIMIT = 10;

function timeOf(row: { time: string }): number {
  const ms = Date.parse(row.time);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * The server's rows and the local unsynced sales, newest first, at most `limit`. A sale that is in
 * both (it synced while the list was loading) is shown once, as the server has it.
 */
export function mergeRecentSales(
  server: readonly TransactionRow[],
  local: readonly LocalSale[],
  limit = RECENT_SALES_LIMIT,
): RecentSaleRow[] {
  const onServer = new Set(server.map((row) => row._id));
  const rows: RecentSaleRow[] = [
    ...server.map((row) => ({ ...row, offline: false, refused: false })),
    ...local
      .filter((sale) => !onServer.has(sale._id))
      .map((sale) => ({
        _id: sale._id,
        time: sale.time,
        total: sale.total,
        itemsCount: sale.itemsCount,
        method: sale.method,
        offline: true,
        refused: sale.queueStatus === 'failed',
      })),
  ];
  return rows.sort((a, b) => timeOf(b) - timeOf(a)).slice(0, limit);
}
