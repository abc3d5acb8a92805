/*
 * The menu list is a table from xl up (1280 px: a laptop with the sidebar) and a stack of cards
 * below it; the same markup, only the display changes, so nothing is rendered twice.
 */
export const MENU_TABLE = 'block w-full text-left xl:table xl:table-fixed';
export const MENU_THEAD = 'hidden xl:table-header-group';
export const MENU_TBODY = 'block space-y-3 xl:table-row-group xl:space-y-0';
export const MENU_TR =
  'block rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:p-0 xl:shadow-none';
export const MENU_TD = 'block xl:table-cell xl:px-3 xl:py-3 xl:align-top';
export const MENU_TH = 'px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600';
