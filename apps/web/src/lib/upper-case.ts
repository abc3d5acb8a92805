/** SPEC §5: names, category and city are upper-cased on entry (stored through `setValueAs`). */
export function toUpperCaseText(value: unknown): string {
  return typeof value === 'string' ? value.toUpperCase() : '';
}

/** Upper case shown while typing; placeholders keep their case. */
export const UPPER_CASE_INPUT_CLASS = 'uppercase placeholder:normal-case';
