/** Inputs and selects: 44px tall, clear border, red when invalid. */
export function fieldControlClass(invalid: boolean): string {
  const border = invalid
    ? 'border-red-600 focus-visible:outline-red-600'
    : 'border-stone-400 hover:border-stone-500';
  return `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 sm:text-sm ${border}`;
}
