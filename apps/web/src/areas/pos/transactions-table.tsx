import type { TransactionRow } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { methodLabel, receiptMessages } from '../../components/receipt/receipt-messages';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/button/button';
import { useMessages } from '../../i18n/use-messages';
import { shortId } from '../../lib/short-id';
import { formatTime } from './pos-format';
import { posPrintMessages } from './print/print-messages';
import { PrinterIcon } from './print/printer-icon';
import type { RecentSaleRow } from './recent-sales';
import { transactionsMessages } from './transactions-messages';

const TH = 'px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600 sm:px-3';
const TD = 'px-2 py-2.5 align-middle sm:px-3';

type Row = TransactionRow | RecentSaleRow;

const REPRINT_LOOK =
  '-ml-2 mt-0.5 inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-xs font-semibold text-(--tenant-accent-text) hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60';

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
  /** Issue 21: 'Cetak ulang' under each reference (the dashboard's list); none without it. */
  onReprint?: (row: Row) => void;
  /** The row whose receipt is being read for a reprint. */
  reprinting?: string | null;
}

/**
 * SPEC §3 transaction rows: time, reference, items, method, total (on phones the items sit under the
 * method); with `onReprint`, 'Cetak ulang' under the reference.
 */
export function TransactionsTable({ caption, rows, onReprint, reprinting = null }: TransactionsTableProps) {
  const t = useMessages(transactionsMessages);
  const p = useMessages(posPrintMessages);
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
              {onReprint ? (
                <Button
                  className={REPRINT_LOOK}
                  loading={reprinting === row._id}
                  loadingLabel={p.printing}
                  disabled={reprinting !== null}
                  context={p.reprintOf({ id: shortId(row._id, 6) })}
                  onClick={() => onReprint(row)}
                  data-reprint={row._id}
                >
                  <PrinterIcon className="hidden size-4 sm:block" />
                  {p.reprint}
                </Button>
              ) : null}
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
