/*
 * Buttons, links and fields of the diner pages, in the tenant's theme colours (styles.css,
 * `--diner-*`). The shared ones in components/ use the staff areas' fixed palette.
 */

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const dinerPrimaryButtonClass = `${BUTTON_BASE} bg-(--diner-accent) text-(--diner-on-accent) shadow-sm hover:bg-(--diner-accent-hover)`;

export const dinerSecondaryButtonClass = `${BUTTON_BASE} border border-(--diner-field-border) bg-(--diner-surface) text-(--diner-text) hover:bg-(--diner-surface-2)`;

export const dinerTextLinkClass =
  'font-semibold text-(--diner-accent-text) underline decoration-(--diner-accent-border) underline-offset-4 hover:decoration-current';

/** Inputs: 44 px tall, a clear border, red when invalid. */
export function dinerFieldClass(invalid: boolean): string {
  const border = invalid ? 'border-(--diner-danger)' : 'border-(--diner-field-border)';
  return `block min-h-11 w-full rounded-lg border bg-(--diner-field-bg) px-3 py-2 text-base text-(--diner-text) placeholder:text-(--diner-muted) sm:text-sm ${border}`;
}
