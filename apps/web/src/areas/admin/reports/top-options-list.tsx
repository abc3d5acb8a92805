import type { ReportTopOption } from '@meja/shared/contracts/reports';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatIsoDate } from '../../../lib/local-date';

export const topOptionsListMessages = i18n('admin/reports/top-options-list', {
  title: 'Pilihan terlaris',
  period: params('{start} – {end}'),
  hint: 'Pilihan menu (level, tambahan…) pada pesanan yang dibayar dalam periode ini; tagihan yang dibagi dihitung sebesar bagian yang dibayar. Pendapatan tambahan: selisih harga pilihan × porsi, sebelum diskon, biaya layanan dan pajak.',
  /** 'Level pedas: Level 3' */
  option: params('{group}: {name}'),
  portions: params('{qty} porsi'),
  /** What its price difference added: '+Rp 16.000 pendapatan'. */
  extra: params('+{amount} pendapatan'),
  listLabel: 'Pilihan terlaris, porsi dan tambahan pendapatan',
});

/**
 * Issue 20: the options chosen on the period's paid orders ('Level pedas: Level 3 · 12 porsi ·
 * Rp 48.000'), most portions first; shown only when any was sold.
 */
export function TopOptionsList({
  options,
  start,
  end,
}: {
  options: readonly ReportTopOption[];
  start: string;
  end: string;
}) {
  const t = useMessages(topOptionsListMessages);
  if (options.length === 0) return null;
  return (
    <section
      aria-labelledby="top-options-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-top-options
    >
      <h2 id="top-options-title" className="text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">
        {t.period({ start: formatIsoDate(start), end: formatIsoDate(end) })}
      </p>
      <p className="mt-1 text-xs text-stone-600">{t.hint}</p>
      <ol className="mt-3 divide-y divide-stone-100 text-sm" aria-label={t.listLabel}>
        {options.map((option) => (
          <li
            key={`${option.group}\n${option.name}`}
            className="py-2"
            data-top-option={`${option.group}: ${option.name}`}
          >
            <div className="flex items-baseline justify-between gap-4">
              <span className="min-w-0 font-semibold text-stone-900 [overflow-wrap:anywhere]">
                {t.option({ group: option.group, name: option.name })}
              </span>
              <span className="shrink-0 tabular-nums text-stone-900" data-option-qty={option.qty}>
                {t.portions({ qty: option.qty })}
              </span>
            </div>
            {option.revenue > 0 ? (
              <p className="text-xs tabular-nums text-stone-600" data-option-revenue={option.revenue}>
                {t.extra({ amount: formatRupiah(option.revenue) })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
