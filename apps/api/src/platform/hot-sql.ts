import pg from 'pg';
import type { Tx } from './db-scope';

/**
 * A statement of a hot path (issue 19: the diner's order, the POS sale, the Idempotency-Key),
 * sent to the driver under the transaction with no query builder in between. Building a query
 * with drizzle and mapping its rows cost about three times the round trip itself; here the text
 * is written once, PostgreSQL keeps it parsed per connection under `name`, and each repo maps the
 * few columns it selects (its tests hold the mapping to drizzle's own reading of the same row).
 */
export interface HotStatement {
  readonly name: string;
  readonly text: string;
}

export type HotRow = Readonly<Record<string, unknown>>;

const names = new Set<string>();

/** A statement with a name of its own (two texts under one name would be refused by PostgreSQL). */
export function hotStatement(name: string, text: string): HotStatement {
  if (names.has(name)) throw new Error(`hot statement ${name} is defined twice`);
  names.add(name);
  return { name: `meja_${name}`, text };
}

/**
 * The rows of one statement in this transaction (its role and tenant already set): through
 * node-postgres's client as a named statement, or PGlite's transaction (no names: one process).
 */
export async function hotRows(
  tx: Tx,
  statement: HotStatement,
  values: unknown[],
): Promise<readonly HotRow[]> {
  // drizzle keeps the transaction's driver client on its session; neither is public API.
  const session: unknown = Reflect.get(tx, 'session');
  const client: unknown =
    typeof session === 'object' && session !== null ? Reflect.get(session, 'client') : null;
  if (client instanceof pg.Client) {
    return (await client.query<HotRow>({ name: statement.name, text: statement.text, values })).rows;
  }
  const query: unknown = typeof client === 'object' && client !== null ? Reflect.get(client, 'query') : null;
  if (typeof query !== 'function') throw new Error('hot statement outside a drizzle transaction');
  const result: unknown = await Reflect.apply(query, client, [statement.text, values]);
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  if (!Array.isArray(rows)) throw new Error('hot statement: the driver answered no rows');
  return rows.filter((row): row is HotRow => typeof row === 'object' && row !== null);
}

// The drivers differ in what they return for some types: int8 is a string from node-postgres and
// a number from PGlite, timestamps are Dates from both, `date` and numeric are cast to text or
// float8 in the statements. These read a column whichever way it came, and refuse anything else.

export function hotString(row: HotRow, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`hot row: ${column} is not text`);
  return value;
}

export function hotStringOrNull(row: HotRow, column: string): string | null {
  return row[column] === null ? null : hotString(row, column);
}

export function hotNumber(row: HotRow, column: string): number {
  const value = row[column];
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number))
    throw new Error(`hot row: ${column} is not a number`);
  return number;
}

export function hotNumberOrNull(row: HotRow, column: string): number | null {
  return row[column] === null ? null : hotNumber(row, column);
}

export function hotBoolean(row: HotRow, column: string): boolean {
  const value = row[column];
  if (typeof value !== 'boolean') throw new Error(`hot row: ${column} is not a boolean`);
  return value;
}

export function hotBooleanOrNull(row: HotRow, column: string): boolean | null {
  return row[column] === null ? null : hotBoolean(row, column);
}

export function hotDate(row: HotRow, column: string): Date {
  const value = row[column];
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    throw new Error(`hot row: ${column} is not a time`);
  return date;
}

export function hotDateOrNull(row: HotRow, column: string): Date | null {
  return row[column] === null ? null : hotDate(row, column);
}

/** One of a fixed set of texts (an enum column). */
export function hotOneOf<const T extends string>(row: HotRow, column: string, allowed: readonly T[]): T {
  const value = row[column];
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new Error(`hot row: ${column} is not one of ${allowed.join(', ')}`);
  return found;
}
