import { tableArea, tableName, type DiningTable } from '@meja/shared/contracts/tables';
import { parseTableList, type TableListError } from '@meja/shared/table-list';

/* The settings' list of tables (issue 20): what the forms check before they send. Pure. */

export type AddDraft =
  | { ok: true; tables: string[]; area: string }
  | { ok: false; field: 'tables'; error: TableListError }
  | { ok: false; field: 'area'; message: string };

/** 'A1-A12' and an area as typed → the tables to add (parseTableList), or why not. */
export function readAddDraft(tablesText: string, areaText: string): AddDraft {
  const parsed = parseTableList(tablesText);
  if (!parsed.ok) return { ok: false, field: 'tables', error: parsed.error };
  const area = tableArea.safeParse(areaText);
  if (!area.success) return { ok: false, field: 'area', message: area.error.issues[0]?.message ?? '' };
  return { ok: true, tables: parsed.tables, area: area.data };
}

/** How many of the tables sent were new (the server keeps names already listed as they are). */
export function addedCount(
  before: readonly DiningTable[],
  after: readonly DiningTable[],
  sent: readonly string[],
) {
  const known = new Set(before.map((table) => table.name));
  const added = after.filter((table) => !known.has(table.name)).length;
  return { added, skipped: Math.max(0, sent.length - added) };
}

export type EditDraft =
  | { ok: true; changes: { name?: string; area?: string } }
  | { ok: false; field: 'name' | 'area'; message: string };

/** A table's new name and area: only what changed is sent (nothing changed: nothing to send). */
export function readEditDraft(table: DiningTable, nameText: string, areaText: string): EditDraft {
  const name = tableName.safeParse(nameText);
  if (!name.success) return { ok: false, field: 'name', message: name.error.issues[0]?.message ?? '' };
  const area = tableArea.safeParse(areaText);
  if (!area.success) return { ok: false, field: 'area', message: area.error.issues[0]?.message ?? '' };
  const changes: { name?: string; area?: string } = {};
  if (name.data !== table.name) changes.name = name.data;
  if (area.data !== table.area) changes.area = area.data;
  return { ok: true, changes };
}

/** The list as the QR cards' field reads it ('A1, A2, B1'). */
export function cardsText(tables: readonly DiningTable[]): string {
  return tables.map((table) => table.name).join(', ');
}
