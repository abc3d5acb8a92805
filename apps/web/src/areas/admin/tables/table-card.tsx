import type { BoardTable } from '@meja/shared/contracts/tables';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { STATE_LOOKS } from './floor-board';
import { TableCallItem } from './table-call-item';
import { TableStateBadge } from './table-state-badge';
import { tablesMessages } from './tables-messages';

interface TableCardProps {
  table: BoardTable;
  now: number;
  answering: (callId: string) => boolean;
  onAnswer: (callId: string) => void;
  onOpen: () => void;
}

/** One table on the floor: name, state, open orders, what is left to pay, and its waiting calls. */
export function TableCard({ table, now, answering, onAnswer, onOpen }: TableCardProps) {
  const t = useMessages(tablesMessages);
  const free = table.state === 'FREE';
  return (
    <li
      data-table={table.name}
      data-table-state={table.state}
      className={`flex min-w-0 flex-col overflow-hidden rounded-xl border-2 shadow-sm ${STATE_LOOKS[table.state].card}`}
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-24 w-full flex-1 flex-col items-start gap-1.5 p-3 text-left hover:bg-black/5 focus-visible:outline-offset-[-4px]"
      >
        <span className="text-xl leading-tight font-bold break-all text-stone-950">
          <span className="sr-only">{t.tablePrefix}</span>
          {table.name}
        </span>
        <TableStateBadge state={table.state} />
        {free ? null : (
          <span className="text-sm text-stone-800">
            {t.orderCount({ count: table.orders.length })}
            <span className="block font-semibold tabular-nums text-stone-950">
              {table.due > 0 ? t.due({ amount: formatRupiah(table.due) }) : t.paidUp}
            </span>
          </span>
        )}
      </button>
      {table.calls.length > 0 ? (
        <ul className="divide-y divide-red-200 border-t-2 border-red-300 bg-white">
          {table.calls.map((call) => (
            <TableCallItem
              key={call._id}
              call={call}
              now={now}
              answering={answering(call._id)}
              onAnswer={() => onAnswer(call._id)}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
