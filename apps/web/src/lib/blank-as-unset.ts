/**
 * For optional number inputs validated by the shared schemas: an empty field is "not given"
 * (the schema's default applies) rather than text that is not a number.
 */
export function blankAsUnset(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
