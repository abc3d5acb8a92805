import { TABLE_STATE_LABELS, type TableState } from '@meja/shared/table-states';
import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/line-icons';
import { STATE_LOOKS } from './floor-board';

/* Each state has its icon as well as its colour and words: never the colour alone. */
const ICONS: Record<TableState, ReactNode> = {
  // An empty table.
  FREE: <path d="M3 8h18v3H3zM6 11v9M18 11v9" />,
  // A note being written.
  ORDERING: (
    <>
      <path d="M5 4h10v16H5z" />
      <path d="M8 8h4M8 12h4M19 5l-4 9" />
    </>
  ),
  // A clock.
  WAITING: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  // Fork and knife.
  EATING: <path d="M7 3v7a2 2 0 0 0 2 2v9M11 3v7a2 2 0 0 1-2 2M9 3v5M17 21V3c-2 1-3 4-3 8h3" />,
  // A receipt.
  BILL: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
};

export function TableStateIcon({ state, className = 'size-4' }: { state: TableState; className?: string }) {
  return <LineIcon className={className}>{ICONS[state]}</LineIcon>;
}

/** 'Kosong', 'Memesan', 'Menunggu makanan', 'Sedang makan', 'Minta bill': icon, words and colour. */
export function TableStateBadge({ state }: { state: TableState }) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${STATE_LOOKS[state].badge}`}
    >
      <TableStateIcon state={state} />
      <span className="min-w-0">{TABLE_STATE_LABELS[state]}</span>
    </span>
  );
}
