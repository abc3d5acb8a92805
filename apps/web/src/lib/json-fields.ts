/* Small readers for hand-written response guards (the zod-free first screens: diner, public site). */

export type Fields = Map<string, unknown>;

/** A plain JSON object's fields, or null for anything else. */
export function fieldsOf(value: unknown): Fields | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return new Map(Object.entries(value));
}

export function text(fields: Fields, name: string): string | null {
  const value = fields.get(name);
  return typeof value === 'string' ? value : null;
}

/** A finite number, null when the field is null, undefined when it is anything else. */
export function numberOrNull(fields: Fields, name: string): number | null | undefined {
  const value = fields.get(name);
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function flag(fields: Fields, name: string): boolean | null {
  const value = fields.get(name);
  return typeof value === 'boolean' ? value : null;
}

export function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}
