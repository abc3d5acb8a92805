const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass = `${BUTTON_BASE} bg-brand-700 text-white shadow-sm hover:bg-brand-800`;

export const secondaryButtonClass = `${BUTTON_BASE} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;

export const dangerButtonClass = `${BUTTON_BASE} border border-red-300 bg-white text-red-800 hover:bg-red-50`;

export const textLinkClass =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';
