import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/button/button';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage } from '../../../components/messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { lazyNamed } from '../../../lib/lazy-named';
import { formatIsoDate } from '../../../lib/local-date';
import { csvText, dailySalesCsvRows, downloadCsv } from './report-csv';

export const salesTrendSectionMessages = i18n('admin/reports/sales-trend-section', {
  title: 'Tren penjualan 3 bulan (90 hari)',
  summary: params('{start} – {end} · total {total}'),
  chartLabel: params(
    'Grafik penjualan harian 90 hari, total {total}. Angka per hari ada di tabel di bawahnya.',
  ),
  loadingChart: 'Memuat grafik...',
  sales: 'Penjualan',
  showTable: 'Lihat tabel penjualan harian',
  tableCaption: 'Penjualan harian 90 hari terakhir',
  date: 'Tanggal',
  amount: 'Penjualan (Rp)',
  exportCsv: 'Unduh CSV penjualan harian',
  exporting: 'Menyiapkan CSV...',
  exportFailed: 'Gagal membuat file CSV.',
});

const SalesTrendChart = lazyNamed(
  () => import('./sales-trend-chart'),
  (m) => m.SalesTrendChart,
);

interface SalesTrendSectionProps {
  days: readonly { date: string; amount: number }[];
  tenantSlug: string;
}

/** SPEC §2 Admin reports: the 3-month trend of daily sales, with its table and CSV. */
export function SalesTrendSection({ days, tenantSlug }: SalesTrendSectionProps) {
  const t = useMessages(salesTrendSectionMessages);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const first = days[0];
  const last = days.at(-1);

  async function exportCsv() {
    if (!first || !last) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const text = await csvText(dailySalesCsvRows(days, [t.date, t.amount]));
      downloadCsv(`penjualan-harian-${tenantSlug}-${first.date}-${last.date}.csv`, text);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section
      aria-labelledby="sales-trend-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sales-trend-title" className="text-lg font-bold text-stone-900">
            {t.title}
          </h2>
          {first && last ? (
            <p className="text-sm text-stone-700">
              {t.summary({
                start: formatIsoDate(first.date),
                end: formatIsoDate(last.date),
                total: formatRupiah(total),
              })}
            </p>
          ) : null}
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
      <div className="mt-3" role="img" aria-label={t.chartLabel({ total: formatRupiah(total) })}>
        <Suspense fallback={<LoadingState label={t.loadingChart} />}>
          <SalesTrendChart days={days} seriesLabel={t.sales} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t.showTable}</summary>
        <div className="mt-2 max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={t.tableCaption}>
          <table className="w-full text-left">
            <caption className="sr-only">{t.tableCaption}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t.date}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  {t.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} className="border-b border-stone-100">
                  <td className="py-1.5 pr-3">{formatIsoDate(day.date)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatRupiah(day.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
