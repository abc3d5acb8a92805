/* The stock list: a table from lg up, cards below it (same markup). */
export const STOCK_TABLE = 'block w-full text-left text-sm lg:table lg:table-fixed';
export const STOCK_THEAD = 'hidden lg:table-header-group';
export const STOCK_TBODY = 'block space-y-3 lg:table-row-group lg:space-y-0';
const ROW =
  'grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:shadow-none';
export const STOCK_TR = `${ROW} border-stone-200 bg-white`;
/** Under minStock: red on the card and the row, with a text badge too (not colour alone). */
export const STOCK_TR_LOW = `${ROW} border-red-300 bg-red-50 lg:border-b-stone-200`;
/** The ledger line under a row. */
export const STOCK_TR_DETAIL =
  'block rounded-xl border border-stone-200 bg-stone-50 p-4 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0';
export const STOCK_TD = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
export const STOCK_TH = 'px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600';
/** The label a cell shows on phones only (the table header names it on wide screens). */
export const CELL_LABEL = 'text-xs text-stone-600 lg:hidden';
