/* The orders list: a table from xl up (it needs ~900 px), cards below it (same markup). */
export const ORDER_TABLE = 'block w-full text-left text-sm xl:table xl:table-fixed';
export const ORDER_THEAD = 'hidden xl:table-header-group';
export const ORDER_TBODY = 'block space-y-3 xl:table-row-group xl:space-y-0';
export const ORDER_ROW =
  'grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:p-0 xl:shadow-none';
export const ORDER_CELL = 'block min-w-0 xl:table-cell xl:px-3 xl:py-3 xl:align-middle';
export const ORDER_TH = 'px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600';
/**
 * The kitchen and payment cells: on phones each is a row of its own, label left and badge right, so
 * a long badge ('PENDING • Confirmed') has the card's width instead of half of it (it ran into the
 * payment badge on a 390 px phone).
 */
export const ORDER_STATUS_CELL =
  'col-span-2 flex min-w-0 items-center justify-between gap-3 xl:table-cell xl:px-3 xl:py-3 xl:align-middle';
/** The label a cell shows on phones only (the table header names it on wide screens). */
export const ORDER_CELL_LABEL = 'block text-xs text-stone-600 xl:hidden';
