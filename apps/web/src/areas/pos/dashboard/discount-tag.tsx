import { LineIcon } from '../../../components/line-icons';

/** A price tag: a discount (issue 20); decorative, the button carries the name. */
export function TagIcon() {
  return (
    <LineIcon className="size-4">
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </LineIcon>
  );
}

/** The look of a discount button: outlined without one, green with the discount on it. */
export function discountChipClass(given: boolean): string {
  const tone = given
    ? 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100'
    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100';
  return `inline-flex min-h-10 min-w-0 max-w-full touch-manipulation items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-left text-xs font-semibold disabled:opacity-60 ${tone}`;
}
