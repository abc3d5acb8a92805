import type { TaxType } from '@meja/shared/charges';
import type { OrderType } from '@meja/shared/contracts/orders';
import type { ProfitLoss } from '@meja/shared/contracts/reports';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatIsoDate } from '../../../lib/local-date';
import { expenseCategoryMessages } from './expense-categories';
import { discountsListMessages, DiscountsList, discountTarget, discountValue } from './discounts-list';
import { csvText, downloadCsv, profitLossCsvRows } from './report-csv';
import { VoidsList } from './voids-list';

export const profitLossPanelMessages = i18n('admin/reports/profit-loss-panel', {
  title: 'Laba Rugi',
  period: params('{start} – {end}'),
  revenue: 'Pendapatan (pembayaran selesai)',
  revenueDineIn: 'Makan di sini',
  revenueTakeaway: 'Bawa pulang',
  revenueMadeOf: 'Rincian pendapatan',
  sales: 'Penjualan menu',
  /** Issue 20: taken off the dishes, shown as a deduction under them. */
  discount: 'Diskon',
  serviceCharge: 'Biaya layanan',
  taxPpn: 'PPN',
  taxPb1: 'PB1 (pajak restoran)',
  csvVoidsGroup: 'Void setelah bayar',
  csvVoidLine: params('Meja {table} · {reason} · oleh {by}'),
  csvDiscountsGroup: 'Diskon',
  csvDiscountLine: params('Meja {table} · {target} ({value}) · {reason} · oleh {by}'),
  csvDiscountApproved: params(' · disetujui {name}'),
  csvTopOptionsGroup: 'Pilihan terlaris',
  /** Issue 20: 'Level pedas: Level 3 · 12 porsi'; the amount is what its price delta added. */
  csvTopOptionLine: params('{group}: {name} · {qty} porsi'),
  purchases: 'Pembelian bahan',
  grossProfit: 'Laba kotor',
  expenses: 'Beban',
  expensesTotal: 'Total beban',
  profit: 'Laba bersih',
  loss: 'Rugi bersih',
  exportCsv: 'Unduh CSV Laba Rugi',
  exporting: 'Menyiapkan CSV...',
  exportFailed: 'Gagal membuat file CSV.',
  csvStart: 'Mulai',
  csvEnd: 'Akhir',
  csvGroup: 'Kelompok',
  csvLine: 'Pos',
  csvAmount: 'Jumlah (Rp)',
  csvRevenueGroup: 'Pendapatan',
  csvPurchasesGroup: 'Pembelian',
  csvExpensesGroup: 'Beban',
  csvSummaryGroup: 'Ringkasan',
});

function Line({
  label,
  amount,
  strong = false,
  indented = false,
  kind,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  /** A part of the line above it (the revenue's split by order type). */
  indented?: boolean;
  kind: string;
}) {
  const tone = strong ? 'font-bold text-stone-900' : indented ? 'pl-4 text-stone-700' : 'text-stone-800';
  return (
    <div className={`flex items-baseline justify-between gap-4 py-2 ${tone}`}>
      <dt>{label}</dt>
      <dd
        className={`whitespace-nowrap tabular-nums ${amount < 0 ? 'text-red-700' : ''}`}
        data-pnl={kind}
        data-amount={amount}
      >
        {formatRupiah(amount)}
      </dd>
    </div>
  );
}

/** SPEC §2 Admin reports: the period's profit and loss, and its CSV. */
export function ProfitLossPanel({ pnl, tenantSlug }: { pnl: ProfitLoss; tenantSlug: string }) {
  const t = useMessages(profitLossPanelMessages);
  const categories = useMessages(expenseCategoryMessages);
  const discountWords = useMessages(discountsListMessages);
  const orderTypes: Record<OrderType, string> = { DINE_IN: t.revenueDineIn, TAKEAWAY: t.revenueTakeaway };
  const taxes: Record<TaxType, string> = { PPN: t.taxPpn, PB1: t.taxPb1 };
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  async function exportCsv() {
    setExporting(true);
    setExportFailed(false);
    try {
      const rows = profitLossCsvRows(pnl, {
        header: [t.csvStart, t.csvEnd, t.csvGroup, t.csvLine, t.csvAmount],
        revenueGroup: t.csvRevenueGroup,
        purchasesGroup: t.csvPurchasesGroup,
        expensesGroup: t.csvExpensesGroup,
        summaryGroup: t.csvSummaryGroup,
        revenue: t.revenue,
        orderTypes,
        sales: t.sales,
        discount: t.discount,
        serviceCharge: t.serviceCharge,
        taxes,
        voidsGroup: t.csvVoidsGroup,
        voidLine: (entry) => t.csvVoidLine({ table: entry.table, reason: entry.reason, by: entry.by }),
        discountsGroup: t.csvDiscountsGroup,
        discountLine: (entry) =>
          t.csvDiscountLine({
            table: entry.table,
            target: discountTarget(entry, discountWords.wholeBill),
            value: discountValue(entry, discountWords.percentValue),
            reason: entry.reason,
            by: entry.by,
          }) + (entry.approvedBy ? t.csvDiscountApproved({ name: entry.approvedBy }) : ''),
        topOptionsGroup: t.csvTopOptionsGroup,
        topOptionLine: (entry) =>
          t.csvTopOptionLine({ group: entry.group, name: entry.name, qty: entry.qty }),
        purchases: t.purchases,
        grossProfit: t.grossProfit,
        expensesTotal: t.expensesTotal,
        profit: t.profit,
        categories,
      });
      downloadCsv(`laba-rugi-${tenantSlug}-${pnl.start}-${pnl.end}.csv`, await csvText(rows));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section
      aria-labelledby="profit-loss-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="profit-loss-title" className="text-lg font-bold text-stone-900">
            {t.title}
          </h2>
          <p className="text-sm text-stone-700" data-pnl-period={`${pnl.start}/${pnl.end}`}>
            {t.period({ start: formatIsoDate(pnl.start), end: formatIsoDate(pnl.end) })}
          </p>
        </div>
        <Button
          variant="secondary"
          loading={exporting}
          loadingLabel={t.exporting}
          onClick={() => void exportCsv()}
        >
          {t.exportCsv}
        </Button>
      </div>
      {exportFailed ? <ErrorMessage className="mt-3">{t.exportFailed}</ErrorMessage> : null}
      <dl className="mt-3 divide-y divide-stone-100 text-sm">
        <Line label={t.revenue} amount={pnl.revenue} kind="revenue" />
        {pnl.revenueByType.map((row) => (
          <Line
            key={row.type}
            label={orderTypes[row.type]}
            amount={row.amount}
            kind={`revenue-${row.type}`}
            indented
          />
        ))}
      </dl>
      <p className="pl-4 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {t.revenueMadeOf}
      </p>
      <dl className="divide-y divide-stone-100 text-sm">
        <Line label={t.sales} amount={pnl.revenueLines.sales} kind="sales" indented />
        {pnl.revenueLines.discount !== 0 ? (
          <Line label={t.discount} amount={-pnl.revenueLines.discount} kind="discount" indented />
        ) : null}
        {pnl.revenueLines.serviceCharge !== 0 ? (
          <Line
            label={t.serviceCharge}
            amount={pnl.revenueLines.serviceCharge}
            kind="serviceCharge"
            indented
          />
        ) : null}
        {pnl.revenueLines.taxes
          .filter((tax) => tax.amount !== 0)
          .map((tax) => (
            <Line
              key={tax.type}
              label={taxes[tax.type]}
              amount={tax.amount}
              kind={`tax-${tax.type}`}
              indented
            />
          ))}
      </dl>
      <dl className="divide-y divide-stone-100 border-t border-stone-100 text-sm">
        <Line label={t.purchases} amount={-pnl.purchases} kind="purchases" />
        <Line label={t.grossProfit} amount={pnl.grossProfit} kind="grossProfit" strong />
      </dl>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone-600">{t.expenses}</h3>
      <dl className="divide-y divide-stone-100 text-sm">
        {pnl.expensesByCategory
          .filter((row) => row.amount !== 0)
          .map((row) => (
            <Line
              key={row.category}
              label={categories[row.category]}
              amount={-row.amount}
              kind={`expense-${row.category}`}
            />
          ))}
        <Line label={t.expensesTotal} amount={-pnl.expenses} kind="expenses" />
      </dl>
      <dl className="mt-2 border-t-2 border-stone-300 text-base">
        <Line label={pnl.profit < 0 ? t.loss : t.profit} amount={pnl.profit} kind="profit" strong />
      </dl>
      <VoidsList voids={pnl.voids} />
      <DiscountsList discounts={pnl.discounts} />
    </section>
  );
}
