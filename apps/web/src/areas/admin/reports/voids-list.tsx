import type { OrderVoid } from '@meja/shared/contracts/reports';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatDateTime } from '../../../lib/local-date';
import { shortId } from '../../../lib/short-id';

export const voidsListMessages = i18n('admin/reports/voids-list', {
  title: 'Void setelah bayar',
  hint: 'Pesanan yang sudah dibayar lalu dibatalkan; pembayarannya dikembalikan dan tidak masuk pendapatan.',
  none: 'Tidak ada void pada periode ini.',
  order: params('#{id} · {table}'),
  by: params('oleh {name}'),
});

/** The period's voids (issue 20): when, which order, how much, why and who. */
export function VoidsList({ voids }: { voids: readonly OrderVoid[] }) {
  const t = useMessages(voidsListMessages);
  return (
    <div className="mt-4" data-voids>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t.title}</h3>
      <p className="text-xs text-stone-600">{t.hint}</p>
      {voids.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t.none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 text-sm">
          {voids.map((entry) => (
            <li key={entry.orderId} className="py-2" data-void={entry.orderId}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-semibold text-stone-900">
                  {t.order({ id: shortId(entry.orderId, 6), table: entry.table })}
                </span>
                <span className="tabular-nums font-semibold text-red-700">{formatRupiah(-entry.amount)}</span>
              </div>
              <p className="break-words text-stone-800">{entry.reason}</p>
              <p className="text-xs text-stone-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {t.by({ name: entry.by })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
