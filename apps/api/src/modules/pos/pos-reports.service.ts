import type { DailySummary, TransactionRow, TrendRow } from '@meja/shared/contracts/pos';
import { addDays, dateInZone } from '@meja/shared/dates';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Scope } from '../../platform/scope';
import { paymentsPerDay } from '../dashboard/dashboard.service';
import { optionsSoldInWindow } from '../orders/options-sold.service';
import { salesTotals, topItemsSold, transactionsIn } from './pos-reports.repo';

/** SPEC §9: top items 5; the trend covers 3 months of daily totals (92 days, today included). */
export const POS_TOP_ITEMS = 5;
export const POS_TREND_DAYS = 92;
/** A day's transactions past this many show the newest only (the dashboard reads the last 10). */
export const POS_TRANSACTIONS_LIMIT = 1000;

/** The POS reports (SPEC §2 POS Reports): days in the tenant's time zone, sales from COMPLETED payments. */
export function createPosReportsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const dayOf = (date: string | undefined, timeZone: string) => {
    const day = date ?? dateInZone(deps.now(), timeZone);
    return { from: day, to: addDays(day, 1), timeZone };
  };

  async function daily(scope: Scope, timeZone: string, date?: string): Promise<DailySummary> {
    const window = dayOf(date, timeZone);
    return inTenantTx(deps.db, scope.tenantId, async (tx) => ({
      date: window.from,
      ...(await salesTotals(tx, scope.tenantId, window)),
      topItems: await topItemsSold(tx, scope.tenantId, window, POS_TOP_ITEMS),
      // The reports' rule for the options sold (issue 20), the first few by portions.
      topOptions: (await optionsSoldInWindow(tx, scope.tenantId, window, POS_TOP_ITEMS)).map(
        ({ group, name, qty }) => ({ group, name, qty }),
      ),
    }));
  }

  async function trend(scope: Scope, timeZone: string): Promise<TrendRow[]> {
    const today = dateInZone(deps.now(), timeZone);
    const window = { from: addDays(today, 1 - POS_TREND_DAYS), to: addDays(today, 1), timeZone };
    const days = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      paymentsPerDay(tx, scope.tenantId, window),
    );
    return days.map(({ date, amount }) => ({ date, amount }));
  }

  async function transactions(
    scope: Scope,
    timeZone: string,
    date?: string,
  ): Promise<{ date: string; rows: TransactionRow[] }> {
    const window = dayOf(date, timeZone);
    const rows = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      transactionsIn(tx, scope.tenantId, window, POS_TRANSACTIONS_LIMIT),
    );
    return {
      date: window.from,
      rows: rows.map((row) => ({
        _id: row.id,
        time: row.createdAt.toISOString(),
        total: row.amount,
        itemsCount: row.itemsCount,
        method: row.method,
      })),
    };
  }

  return { daily, trend, transactions };
}

export type PosReportsService = ReturnType<typeof createPosReportsService>;
