/*
 * A list that is a table from a breakpoint up and a stack of cards below it: the same markup, only
 * the display changes, so nothing is rendered twice. Tailwind only sees whole class names, so each
 * breakpoint's classes are written out.
 */
export type TableBreakpoint = 'md' | 'lg' | 'xl';

interface TableLook {
  table: string;
  head: string;
  body: string;
  denseBody: string;
  row: string;
  alertRow: string;
  cell: string;
  denseCell: string;
  top: string;
  middle: string;
  label: string;
}

export const TABLE_LOOKS: Record<TableBreakpoint, TableLook> = {
  md: {
    table: 'block w-full text-left md:table md:table-fixed',
    head: 'hidden md:table-header-group',
    body: 'block space-y-3 md:table-row-group md:space-y-0',
    denseBody: 'block space-y-2 md:table-row-group md:space-y-0',
    row: 'rounded-xl border md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none',
    alertRow: 'border-red-300 bg-red-50 md:border-b-stone-200',
    cell: 'md:table-cell md:px-3 md:py-3',
    denseCell: 'md:table-cell md:px-3 md:py-2',
    top: 'md:align-top',
    middle: 'md:align-middle',
    label: 'text-xs text-stone-600 md:hidden',
  },
  lg: {
    table: 'block w-full text-left lg:table lg:table-fixed',
    head: 'hidden lg:table-header-group',
    body: 'block space-y-3 lg:table-row-group lg:space-y-0',
    denseBody: 'block space-y-2 lg:table-row-group lg:space-y-0',
    row: 'rounded-xl border lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:shadow-none',
    alertRow: 'border-red-300 bg-red-50 lg:border-b-stone-200',
    cell: 'lg:table-cell lg:px-3 lg:py-3',
    denseCell: 'lg:table-cell lg:px-3 lg:py-2',
    top: 'lg:align-top',
    middle: 'lg:align-middle',
    label: 'text-xs text-stone-600 lg:hidden',
  },
  xl: {
    table: 'block w-full text-left xl:table xl:table-fixed',
    head: 'hidden xl:table-header-group',
    body: 'block space-y-3 xl:table-row-group xl:space-y-0',
    denseBody: 'block space-y-2 xl:table-row-group xl:space-y-0',
    row: 'rounded-xl border xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:p-0 xl:shadow-none',
    alertRow: 'border-red-300 bg-red-50 xl:border-b-stone-200',
    cell: 'xl:table-cell xl:px-3 xl:py-3',
    denseCell: 'xl:table-cell xl:px-3 xl:py-2',
    top: 'xl:align-top',
    middle: 'xl:align-middle',
    label: 'text-xs text-stone-600 xl:hidden',
  },
};

/** Class names joined, the empty ones left out. */
export function joinClasses(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
