import type { ReportDiscount } from '@meja/shared/contracts/reports';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatDateTime } from '../../../lib/local-date';
import { shortId } from '../../../lib/short-id';

export const discountsListMessages = i18n('admin/reports/discounts-list', {
  title: 'Diskon',
  hint: 'Diskon pada pesanan yang lunas dalam periode ini: apa, berapa, alasannya dan siapa yang memberi.',
  none: 'Tidak ada diskon pada periode ini.',
  order: params('#{id} · {table}'),
  wholeBill: 'Seluruh tagihan',
  /** 'Nasi Goreng · 10%' or 'Seluruh tagihan · Rp 5.000'. */
  target: params('{target} · {value}'),
  percentValue: params('{value}%'),
  by: params('oleh {name}'),
  approvedBy: params('disetujui {name} (PIN admin)'),
  total: 'Total diskon',
  entries: params('{count} diskon'),
});

/** 'Seluruh tagihan', or the discounted dish. */
export function discountTarget(entry: Pick<ReportDiscount, 'item'>, wholeBill: string): string {
  return entry.item ?? wholeBill;
}

/** '10%' or 'Rp 5.000': the discount as it was given. */
export function discountValue(
  entry: Pick<ReportDiscount, 'kind' | 'value'>,
  percentValue: (values: { value: number }) => string,
): string {
  return entry.kind === 'PERCENT' ? percentValue({ value: entry.value }) : formatRupiah(entry.value);
}

/**
 * The period's discounts (issue 20): when, which order, which dish or the whole bill, how much, why,
 * who gave it and whose PIN approved it — and their total.
 */
export function DiscountsList({ discounts }: { discounts: readonly ReportDiscount[] }) {
  const t = useMessages(discountsListMessages);
  const total = discounts.reduce((sum, entry) => sum + entry.amount, 0);
  return (
    <div className="mt-4" data-discounts>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t.title}</h3>
      <p className="text-xs text-stone-600">{t.hint}</p>
      {discounts.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t.none}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-stone-100 text-sm">
            {discounts.map((entry) => (
              <li
                key={`${entry.orderId}-${entry.line ?? 'bill'}`}
                className="py-2"
                data-discount={entry.orderId}
                data-discount-line={entry.line ?? 'bill'}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="min-w-0 break-words font-semibold text-stone-900">
                    {t.order({ id: shortId(entry.orderId, 6), table: entry.table })}
                  </span>
                  <span className="tabular-nums font-semibold text-red-700">
                    {formatRupiah(-entry.amount)}
                  </span>
                </div>
                <p className="break-words text-stone-800">
                  {t.target({
                    target: discountTarget(entry, t.wholeBill),
                    value: discountValue(entry, t.percentValue),
                  })}
                </p>
                <p className="break-words text-stone-700">{entry.reason}</p>
                <p className="break-words text-xs text-stone-600">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {t.by({ name: entry.by })}
                  {entry.approvedBy ? <> · {t.approvedBy({ name: entry.approvedBy })}</> : null}
                </p>
              </li>
            ))}
          </ul>
          <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 py-2 text-sm font-bold text-stone-900">
            <span>
              {t.total}{' '}
              <span className="font-normal text-stone-600">({t.entries({ count: discounts.length })})</span>
            </span>
            <span className="tabular-nums text-red-700" data-discount-total={total}>
              {formatRupiah(-total)}
            </span>
          </div>
        </>
      )}
    </div>
  );
}
