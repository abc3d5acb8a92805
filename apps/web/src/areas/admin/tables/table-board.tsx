import type { BoardTable } from '@meja/shared/contracts/tables';
import { useMessages } from '../../../i18n/use-messages';
import { groupByArea } from './floor-board';
import { TableCard } from './table-card';
import { tablesMessages } from './tables-messages';

interface TableBoardProps {
  tables: readonly BoardTable[];
  now: number;
  answering: (callId: string) => boolean;
  onAnswer: (callId: string) => void;
  onOpen: (table: string) => void;
}

/** The tables as cards, grouped by area when the restaurant names areas. */
export function TableBoard({ tables, now, answering, onAnswer, onOpen }: TableBoardProps) {
  const t = useMessages(tablesMessages);
  const groups = groupByArea(tables);
  const headed = groups.length > 1 || groups.some((group) => group.area !== '' || group.unlisted);
  return (
    <div aria-label={t.boardLabel} role="region" className="space-y-6">
      {groups.map((group) => {
        const title = group.unlisted ? t.notListed : group.area || t.noArea;
        return (
          <section key={`${group.unlisted ? 'unlisted' : 'area'}:${group.area}`} aria-label={title}>
            {headed ? <h2 className="mb-2 text-lg font-bold text-stone-900">{title}</h2> : null}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {group.tables.map((table) => (
                <TableCard
                  key={table.name}
                  table={table}
                  now={now}
                  answering={answering}
                  onAnswer={onAnswer}
                  onOpen={() => onOpen(table.name)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
