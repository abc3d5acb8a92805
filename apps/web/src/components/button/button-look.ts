const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANT_CLASSES = {
  primary: `${BUTTON_BASE} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${BUTTON_BASE} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`,
  danger: `${BUTTON_BASE} border border-red-300 bg-white text-red-800 hover:bg-red-50`,
} as const;

export type ButtonVariant = keyof typeof VARIANT_CLASSES;

/**
 * The staff screens' button look, for what must be another element than `<Button>` or `<ButtonLink>`:
 * an external `<a>`, a `<label>` around a file input. `extra` adds layout (width, padding).
 */
export function buttonLook(variant: ButtonVariant, extra?: string): string {
  return extra ? `${VARIANT_CLASSES[variant]} ${extra}` : VARIANT_CLASSES[variant];
}
