import { tableName, type BoardTable } from '@meja/shared/contracts/tables';
import { TABLE_STATES, type TableState } from '@meja/shared/table-states';
import type { tablesMessages } from './tables-messages';

/* What the floor screen shows of the board (issue 20): pure, so it is unit-tested. */

export interface AreaGroup {
  /** '' for tables without an area (or outside the list). */
  area: string;
  /** Not in the restaurant's list: a table a diner typed, or one deleted since. */
  unlisted: boolean;
  tables: BoardTable[];
}

/**
 * The board's tables by area, in the list's order: each area where its first table stands, the
 * tables without an area after them, and the tables outside the list last.
 */
export function groupByArea(tables: readonly BoardTable[]): AreaGroup[] {
  const areas = new Map<string, BoardTable[]>();
  const noArea: BoardTable[] = [];
  const unlisted: BoardTable[] = [];
  for (const table of tables) {
    if (table._id === null) unlisted.push(table);
    else if (table.area.trim() === '') noArea.push(table);
    else {
      const group = areas.get(table.area);
      if (group) group.push(table);
      else areas.set(table.area, [table]);
    }
  }
  const groups: AreaGroup[] = [...areas].map(([area, list]) => ({ area, unlisted: false, tables: list }));
  if (noArea.length > 0) groups.push({ area: '', unlisted: false, tables: noArea });
  if (unlisted.length > 0) groups.push({ area: '', unlisted: true, tables: unlisted });
  return groups;
}

/** How many tables are in each state, every state listed (the legend shows zeros too). */
export function stateCounts(tables: readonly BoardTable[]): { state: TableState; count: number }[] {
  return TABLE_STATES.map((state) => ({
    state,
    count: tables.filter((table) => table.state === state).length,
  }));
}

/** The tables an order or a table's orders may go to: every other table on the board. */
export function targetTables(tables: readonly BoardTable[], current: string): BoardTable[] {
  return tables.filter((table) => table.name !== current);
}

export type TargetChoice =
  { ok: true; table: string } | { ok: false; error: 'missing' | 'same' | 'invalid'; message?: string };

/**
 * The target table: a typed name wins over the chosen one; it must be a valid table name (as the
 * server reads it: trimmed, upper-cased) and another table than `current`.
 */
export function chooseTarget(selected: string, typed: string, current: string): TargetChoice {
  const raw = typed.trim() !== '' ? typed : selected;
  if (raw.trim() === '') return { ok: false, error: 'missing' };
  const parsed = tableName.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'invalid', message: parsed.error.issues[0]?.message };
  if (parsed.data === current.toUpperCase()) return { ok: false, error: 'same' };
  return { ok: true, table: parsed.data };
}

/** Colours per state: each one its own hue, and the card's badge carries an icon and the words too. */
export const STATE_LOOKS: Record<TableState, { card: string; badge: string }> = {
  FREE: { card: 'border-stone-300 bg-white', badge: 'border-stone-300 bg-stone-100 text-stone-800' },
  ORDERING: { card: 'border-amber-400 bg-amber-50', badge: 'border-amber-400 bg-amber-100 text-amber-950' },
  WAITING: { card: 'border-sky-400 bg-sky-50', badge: 'border-sky-400 bg-sky-100 text-sky-950' },
  EATING: { card: 'border-green-500 bg-green-50', badge: 'border-green-500 bg-green-100 text-green-950' },
  BILL: { card: 'border-red-500 bg-red-50', badge: 'border-red-600 bg-red-700 text-white' },
};

type TablesTexts = ReturnType<typeof tablesMessages.get>;

/** Why the target table was refused, in words. */
export function targetErrorText(t: TablesTexts, choice: TargetChoice): string | undefined {
  if (choice.ok) return undefined;
  if (choice.error === 'missing') return t.targetMissing;
  if (choice.error === 'same') return t.targetSame;
  return choice.message ?? t.targetMissing;
}
