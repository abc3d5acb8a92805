import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { joinClasses, TABLE_LOOKS, type TableBreakpoint } from './table-looks';

interface TableSetting {
  from: TableBreakpoint;
  dense: boolean;
}

const TableContext = createContext<TableSetting>({ from: 'lg', dense: false });

const useLook = () => {
  const setting = useContext(TableContext);
  return { ...setting, look: TABLE_LOOKS[setting.from] };
};

interface ResponsiveTableProps {
  /** From this breakpoint up it is a table; below it every row is a card. */
  from: TableBreakpoint;
  /** Closer rows and cards (a sheet to fill in). */
  dense?: boolean;
  className?: string;
  children: ReactNode;
}

export function ResponsiveTable({ from, dense = false, className, children }: ResponsiveTableProps) {
  return (
    <TableContext.Provider value={{ from, dense }}>
      <table className={joinClasses(TABLE_LOOKS[from].table, className)}>{children}</table>
    </TableContext.Provider>
  );
}

/** The header row, shown only where it is a table (the cards label their cells with `CellLabel`). */
export function TableHead({ children }: { children: ReactNode }) {
  const { look } = useLook();
  return (
    <thead className={look.head}>
      <tr className="border-b border-stone-200">{children}</tr>
    </thead>
  );
}

interface HeaderCellProps {
  className?: string;
  /** Named for screen readers only (the actions column). */
  hidden?: boolean;
  children: ReactNode;
}

export function HeaderCell({ className, hidden = false, children }: HeaderCellProps) {
  return (
    <th
      scope="col"
      className={joinClasses(
        'px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600',
        className,
      )}
    >
      {hidden ? <span className="sr-only">{children}</span> : children}
    </th>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  const { look, dense } = useLook();
  return <tbody className={dense ? look.denseBody : look.body}>{children}</tbody>;
}

interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** 'alert' is red (under the minimum); without a tone the row takes its colours from `className`. */
  tone?: 'plain' | 'alert' | 'muted';
  /** No card shadow on phones (a line that belongs to the row above). */
  flat?: boolean;
  /** The card's own layout below the breakpoint (display, grid, gaps, padding). */
  className: string;
}

const PLAIN_TONES = { plain: 'border-stone-200 bg-white', muted: 'border-stone-200 bg-stone-50' } as const;

export function TableRow({ tone, flat = false, className, ...rest }: TableRowProps) {
  const { look } = useLook();
  const colours = tone === 'alert' ? look.alertRow : tone ? PLAIN_TONES[tone] : undefined;
  return <tr {...rest} className={joinClasses(className, look.row, !flat && 'shadow-sm', colours)} />;
}

interface TableCellProps extends HTMLAttributes<HTMLTableCellElement> {
  align?: 'top' | 'middle';
  /** On phones a line of its own: label left, value right. */
  split?: boolean;
  colSpan?: number;
}

export function TableCell({ align = 'top', split = false, className, ...rest }: TableCellProps) {
  const { look, dense } = useLook();
  return (
    <td
      {...rest}
      className={joinClasses(
        split ? 'col-span-2 flex items-center justify-between gap-3' : 'block',
        className,
        dense ? look.denseCell : look.cell,
        look[align],
      )}
    />
  );
}

/** What a cell is, on phones only (the header names it where it is a table). */
export function CellLabel({ className, children }: { className?: string; children: ReactNode }) {
  const { look } = useLook();
  return <span className={joinClasses(look.label, className)}>{children}</span>;
}
