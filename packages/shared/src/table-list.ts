/**
 * The tables an admin types for printing QR table cards: 'A1-A12, B1, B2' → A1…A12, B1, B2.
 *
 * - Items are separated by commas, semicolons, spaces or new lines; 'A1 - A12' is read as 'A1-A12'.
 * - A range is `<prefix><n>-<prefix><m>` with the same letter prefix ('A1-A12', '1-20') or the
 *   prefix on the left only ('A1-12'); leading zeros keep their width ('A01-A03' → A01, A02, A03).
 *   Anything else with a dash is one table's name ('VIP-1').
 * - Tables are upper-cased (the diner's cart upper-cases what it types); duplicates are dropped,
 *   the first place kept.
 * - Refused: nothing typed, a reversed range, a range across prefixes, characters other than
 *   letters, digits, '-', '.', '/' and '_', a name over TABLE_NAME_MAX characters, and more than
 *   MAX_TABLE_CARDS tables (checked before a range is expanded, so '1-1000000' costs nothing).
 */

/** One printed sheet run; 200 cards are 25 A4 pages. */
export const MAX_TABLE_CARDS = 200;
/** As the order contract's table number. */
export const TABLE_NAME_MAX = 20;

export type TableListError =
  | { kind: 'empty' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'reversed'; item: string }
  | { kind: 'mixedPrefix'; item: string }
  | { kind: 'oddCharacters'; item: string }
  | { kind: 'tooLong'; item: string; max: number };

export type TableListResult = { ok: true; tables: string[] } | { ok: false; error: TableListError };

const ALLOWED = /^[A-Z0-9._/-]+$/;
/** Up to six digits a side: a longer number is a name, and a range never counts past 999999. */
const RANGE = /^([A-Z]*)(\d{1,6})-([A-Z]*)(\d{1,6})$/;

interface Range {
  prefix: string;
  from: number;
  to: number;
  width: number;
}

type Item =
  { kind: 'one'; table: string } | { kind: 'range'; range: Range } | { kind: 'error'; error: TableListError };

function readItem(item: string): Item {
  if (!ALLOWED.test(item) || !/[A-Z0-9]/.test(item))
    return { kind: 'error', error: { kind: 'oddCharacters', item } };
  const match = RANGE.exec(item);
  if (!match) {
    if (item.length > TABLE_NAME_MAX) {
      return { kind: 'error', error: { kind: 'tooLong', item, max: TABLE_NAME_MAX } };
    }
    return { kind: 'one', table: item };
  }
  const [, left = '', fromText = '', right = '', toText = ''] = match;
  if (right !== '' && right !== left) return { kind: 'error', error: { kind: 'mixedPrefix', item } };
  const from = Number(fromText);
  const to = Number(toText);
  if (from > to) return { kind: 'error', error: { kind: 'reversed', item } };
  // '01' keeps two digits; '1-12' has none to keep.
  const width = fromText.startsWith('0') ? fromText.length : 0;
  const longest = left.length + Math.max(fromText.length, toText.length);
  if (longest > TABLE_NAME_MAX)
    return { kind: 'error', error: { kind: 'tooLong', item, max: TABLE_NAME_MAX } };
  return { kind: 'range', range: { prefix: left, from, to, width } };
}

export function parseTableList(text: string, max: number = MAX_TABLE_CARDS): TableListResult {
  const items = text
    .toUpperCase()
    .replace(/\s*-\s*/g, '-')
    .split(/[\s,;]+/)
    .filter((item) => item !== '');
  if (items.length === 0) return { ok: false, error: { kind: 'empty' } };

  const read: Item[] = [];
  for (const item of items) {
    const parsed = readItem(item);
    if (parsed.kind === 'error') return { ok: false, error: parsed.error };
    read.push(parsed);
  }

  // Checked as each table is added: a range never runs further than one table past the cap.
  const tables = new Set<string>();
  const add = (table: string) => {
    tables.add(table);
    return tables.size <= max;
  };
  for (const item of read) {
    if (item.kind === 'one') {
      if (!add(item.table)) return { ok: false, error: { kind: 'tooMany', max } };
      continue;
    }
    if (item.kind !== 'range') continue;
    const { prefix, from, to, width } = item.range;
    for (let n = from; n <= to; n += 1) {
      if (!add(`${prefix}${String(n).padStart(width, '0')}`)) {
        return { ok: false, error: { kind: 'tooMany', max } };
      }
    }
  }
  return { ok: true, tables: [...tables] };
}

/** The address a table's QR card opens: the diner menu with the table filled in for the cart. */
export function tableMenuUrl(origin: string, tenantSlug: string, table: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(tenantSlug)}/menu?table=${encodeURIComponent(table)}`;
}

/**
 * The table a card's link names (`/{slug}/menu?table=A1`), as the cart would hold it: trimmed and
 * upper-cased; null when absent, blank, longer than a table number or holding a control character.
 */
export function tableFromLink(raw: string | null | undefined): string | null {
  const table = (raw ?? '').trim().toUpperCase();
  if (table === '' || table.length > TABLE_NAME_MAX) return null;
  if (/[\u0000-\u001f\u007f]/.test(table)) return null;
  return table;
}
