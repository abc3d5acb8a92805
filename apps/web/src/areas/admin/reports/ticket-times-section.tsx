import type { ProfitLoss } from '@meja/shared/contracts/reports';
import { params } from '@nanostores/i18n';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatIsoDate } from '../../../lib/local-date';
import { useTicketDurationText } from '../dashboard/ticket-times';
import { csvText, downloadCsv, ticketTimesCsvRows } from './report-csv';

export const ticketTimesSectionMessages = i18n('admin/reports/ticket-times-section', {
  title: 'Waktu masak per hari',
  period: params('{start} – {end}'),
  hint: 'Dari pesanan dikonfirmasi sampai siap, dihitung pada hari pesanan siap. P90: 9 dari 10 pesanan siap dalam waktu ini.',
  none: 'Belum ada pesanan yang siap pada periode ini.',
  caption: 'Waktu masak per hari: pesanan siap, rata-rata dan p90',
  date: 'Tanggal',
  /** Orders made READY that day. */
  count: 'Pesanan',
  /** Under the date on a phone, where the table has no room for the column: '40 pesanan'. */
  countOf: params('{count} pesanan'),
  average: 'Rata-rata',
  p90: 'P90',
  wholePeriod: 'Seluruh periode',
  exportCsv: 'Unduh CSV waktu masak',
  exporting: 'Menyiapkan CSV...',
  exportFailed: 'Gagal membuat file CSV.',
  barsLegend: 'Batang: rata-rata dan p90',
  csvCount: 'Pesanan siap',
  csvAverage: 'Rata-rata (detik)',
  csvP90: 'P90 (detik)',
});

/** A bar's share of the longest p90 in the table, so the days compare at a glance. */
const widthOf = (seconds: number, longest: number) =>
  `${longest > 0 ? Math.max(2, Math.round((seconds / longest) * 100)) : 0}%`;

/**
 * Issue 21: the kitchen's ticket times of each day of the period (orders made READY, their average
 * and p90), the whole period, and the CSV; nothing for a package without a kitchen.
 */
export function TicketTimesSection({ pnl, tenantSlug }: { pnl: ProfitLoss; tenantSlug: string }) {
  const t = useMessages(ticketTimesSectionMessages);
  const duration = useTicketDurationText();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const times = pnl.ticketTimes;
  if (!times) return null;
  const longest = Math.max(0, ...times.days.map((day) => day.p90Seconds));

  async function exportCsv(ticketTimes: NonNullable<ProfitLoss['ticketTimes']>) {
    setExporting(true);
    setExportFailed(false);
    try {
      const rows = ticketTimesCsvRows(ticketTimes, {
        header: [t.date, t.csvCount, t.csvAverage, t.csvP90],
        period: t.wholePeriod,
      });
      downloadCsv(`waktu-masak-${tenantSlug}-${pnl.start}-${pnl.end}.csv`, await csvText(rows));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section
      aria-labelledby="ticket-times-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-ticket-times
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="ticket-times-title" className="text-lg font-bold text-stone-900">
            {t.title}
          </h2>
          <p className="text-sm text-stone-700">
            {t.period({ start: formatIsoDate(pnl.start), end: formatIsoDate(pnl.end) })}
          </p>
        </div>
        {times.days.length > 0 ? (
          <Button
            variant="secondary"
            loading={exporting}
            loadingLabel={t.exporting}
            onClick={() => void exportCsv(times)}
          >
            {t.exportCsv}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-stone-600">{t.hint}</p>
      {exportFailed ? <ErrorMessage className="mt-3">{t.exportFailed}</ErrorMessage> : null}
      {times.days.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">{t.none}</p>
      ) : (
        <div className="mt-3 max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label={t.caption}>
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-1.5 pr-2 font-semibold">
                  {t.date}
                </th>
                <th scope="col" className="hidden py-1.5 pr-2 text-right font-semibold sm:table-cell">
                  {t.count}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right font-semibold whitespace-nowrap">
                  {t.average}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  {t.p90}
                </th>
                <th scope="col" className="hidden w-1/4 py-1.5 pl-3 text-xs font-normal sm:table-cell">
                  <span className="sr-only">{t.barsLegend}</span>
                  <span aria-hidden="true" className="flex flex-wrap gap-x-3">
                    <span className="inline-flex items-center gap-1">
                      <span className="inline-block size-2.5 rounded-full bg-brand-600" />
                      {t.average}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <span className="inline-block size-2.5 rounded-full bg-amber-300" />
                      {t.p90}
                    </span>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {times.days.map((day) => (
                <tr key={day.date} className="border-b border-stone-100" data-ticket-day={day.date}>
                  <td className="py-1.5 pr-2 whitespace-nowrap">
                    {formatIsoDate(day.date)}
                    <span className="block text-xs text-stone-600 sm:hidden">
                      {t.countOf({ count: day.count })}
                    </span>
                  </td>
                  <td className="hidden py-1.5 pr-2 text-right sm:table-cell" data-count={day.count}>
                    {day.count}
                  </td>
                  <td
                    className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums"
                    data-seconds={day.averageSeconds}
                  >
                    {duration(day.averageSeconds)}
                  </td>
                  <td
                    className="py-1.5 text-right whitespace-nowrap tabular-nums"
                    data-seconds={day.p90Seconds}
                  >
                    {duration(day.p90Seconds)}
                  </td>
                  <td className="hidden py-1.5 pl-3 sm:table-cell" aria-hidden="true">
                    <div className="relative h-2.5 rounded-full bg-stone-100">
                      <div
                        className="absolute inset-y-0 left-0 rounded-full bg-amber-300"
                        style={{ width: widthOf(day.p90Seconds, longest) }}
                      />
                      <div
                        className="absolute inset-y-0 left-0 rounded-full bg-brand-600"
                        style={{ width: widthOf(day.averageSeconds, longest) }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
            {times.period ? (
              <tfoot>
                <tr className="font-semibold text-stone-900" data-ticket-period>
                  <th scope="row" className="py-1.5 pr-2 text-left">
                    {t.wholePeriod}
                    <span className="block text-xs font-normal text-stone-600 sm:hidden">
                      {t.countOf({ count: times.period.count })}
                    </span>
                  </th>
                  <td className="hidden py-1.5 pr-2 text-right sm:table-cell">{times.period.count}</td>
                  <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">
                    {duration(times.period.averageSeconds)}
                  </td>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                    {duration(times.period.p90Seconds)}
                  </td>
                  <td className="hidden sm:table-cell" />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </section>
  );
}
