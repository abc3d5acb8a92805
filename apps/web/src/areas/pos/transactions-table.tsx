import type { TransactionRow } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { methodLabel, receiptMessages } from '../../components/receipt/receipt-messages';
import { StatusBadge } from '../../components/status-badge';
import { useMessages } from '../../i18n/use-messages';
import { shortId } from '../../lib/short-id';
import { formatTime } from './pos-format';
import type { RecentSaleRow } from './recent-sales';
import { transactionsMessages } from './transactions-messages';

const TH = 'px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600 sm:px-3';
const TD = 'px-2 py-2.5 align-middle sm:px-3';

type Row = TransactionRow | RecentSaleRow;

function syncBadge(row: Row, t: ReturnType<typeof transactionsMessages.get>) {
  if (!('offline' in row) || !row.offline) return null;
  return row.refused ? (
    <StatusBadge tone="danger">{t.refused}</StatusBadge>
  ) : (
    <StatusBadge tone="waiting">{t.unsynced}</StatusBadge>
  );
}

interface TransactionsTableProps {
  caption: string;
  rows: readonly Row[];
}

/** SPEC §3 transaction rows: time, reference, items, method, total (on phones the items sit under the method). */
export function TransactionsTable({ caption, rows }: TransactionsTableProps) {
  const t = useMessages(transactionsMessages);
  const receipt = useMessages(receiptMessages);
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-200">
          <th scope="col" className={`${TH} w-14 sm:w-20`}>
            {t.time}
          </th>
          <th scope="col" className={TH}>
            {t.transaction}
          </th>
          <th scope="col" className={`${TH} hidden w-16 text-right sm:table-cell`}>
            {t.items}
          </th>
          <th scope="col" className={`${TH} w-18 sm:w-20`}>
            {t.method}
          </th>
          <th scope="col" className={`${TH} w-26 text-right sm:w-32`}>
            {t.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id} className="border-b border-stone-100" data-transaction={row._id}>
            <td className={TD}>
              <time dateTime={row.time} className="tabular-nums">
                {formatTime(row.time)}
              </time>
            </td>
            <td className={TD}>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono font-semibold">#{shortId(row._id, 6)}</span>
                {syncBadge(row, t)}
              </span>
            </td>
            <td className={`${TD} hidden text-right tabular-nums sm:table-cell`}>{row.itemsCount ?? '—'}</td>
            <td className={TD}>
              <span className="font-semibold">{methodLabel(receipt, row.method)}</span>
              {row.itemsCount === null ? null : (
                <span className="block text-xs text-stone-600 sm:hidden">{t.itemCount(row.itemsCount)}</span>
              )}
            </td>
            <td className={`${TD} whitespace-nowrap text-right font-semibold tabular-nums`}>
              {formatRupiah(row.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
