import { z } from 'zod';

/** Form inputs arrive as numbers or as text ("12.500" is not accepted; "12,5" is 12.5): one reading. */
export const numberInput = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text.replace(',', '.'));
  }, schema);

/** As numberInput, but '' and null clear the value (null). */
export const clearableNumberInput = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (value === null) return null;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : Number(text.replace(',', '.'));
  }, schema.nullable());

/** A real calendar day as YYYY-MM-DD ('2024-02-30' would otherwise reach the database and fail there). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat YYYY-MM-DD')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  }, 'Tanggal tidak valid');
