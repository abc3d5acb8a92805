import type { BoardTable } from '@meja/shared/contracts/tables';
import { TABLE_STATE_LABELS } from '@meja/shared/table-states';
import { useMessages } from '../../../i18n/use-messages';
import { STATE_LOOKS, stateCounts } from './floor-board';
import { TableStateIcon } from './table-state-badge';
import { tablesMessages } from './tables-messages';

/** The legend: each state with its icon and colour, and how many tables are in it now. */
export function BoardSummary({ tables }: { tables: readonly BoardTable[] }) {
  const t = useMessages(tablesMessages);
  return (
    <ul aria-label={t.summaryLabel} className="flex flex-wrap gap-1.5">
      {stateCounts(tables).map(({ state, count }) => (
        <li
          key={state}
          data-state-count={state}
          className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-semibold ${STATE_LOOKS[state].badge}`}
        >
          <TableStateIcon state={state} />
          {TABLE_STATE_LABELS[state]}
          <span className="tabular-nums">{count}</span>
        </li>
      ))}
    </ul>
  );
}
