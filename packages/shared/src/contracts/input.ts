import { z } from 'zod';

/** Form inputs arrive as numbers or as text ('12,5' reads as 12.5); blank text counts as absent. */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
}

/** A required number. */
export const numberInput = (schema: z.ZodNumber) => z.preprocess(readNumber, schema);

/** An optional number: absent or blank leaves it unset. */
export const optionalNumberInput = (schema: z.ZodNumber) =>
  z.preprocess(readNumber, schema.optional()).optional();

/** A number that is `fallback` when absent or blank. */
export const numberInputOr = (schema: z.ZodNumber, fallback: number) =>
  z.preprocess((value) => readNumber(value) ?? fallback, schema).default(fallback);

/** As numberInput, but '' and null clear the value (null). */
export const clearableNumberInput = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === null ? null : (readNumber(value) ?? null)), schema.nullable());

/** A real calendar day as YYYY-MM-DD ('2024-02-30' would otherwise reach the database and fail there). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat YYYY-MM-DD')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  }, 'Tanggal tidak valid');
