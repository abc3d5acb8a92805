import { cleanLineNote, lineKey, setLineNote as withLineNote } from '@meja/shared/line-notes';
import type { LineOption } from '@meja/shared/menu-options';

/** SPEC §3 cart line, stored under `cart:{slug}`. */
export interface CartLine {
  menuItemId: string;
  name: string;
  /** The dish's effective (discounted) price, without its options. */
  price: number;
  qty: number;
  imageUrl: string;
  /** The line's own note ('tanpa bawang', issue 20); '' for none. */
  note: string;
  /** The chosen options' ids (issue 20), [] for none: with the note, they make the line (lineKey). */
  options: string[];
  /** The same options with their group, name and price delta, to show and price the line. */
  choices: LineOption[];
}

/** A dish as it is added: with the options chosen on its page (none from the menu's '+'). */
export type CartItem = Omit<CartLine, 'qty' | 'note' | 'options' | 'choices'> & { choices?: LineOption[] };

export const MAX_LINE_QTY = 99;

/** 1..99, whole numbers; anything else becomes 1 (SPEC §5: minimum 1, clamped). */
export function clampQty(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(value)));
}

/** SPEC §4: adding an item already in the cart (with the same options, no note) raises its qty by 1. */
export function addToCart(lines: readonly CartLine[], item: CartItem): CartLine[] {
  const choices = item.choices ?? [];
  const added = { ...item, note: '', choices, options: choices.map((choice) => choice.id) };
  const key = lineKey(added);
  if (!lines.some((line) => lineKey(line) === key)) return [...lines, { ...added, qty: 1 }];
  return lines.map((line) => (lineKey(line) === key ? { ...line, qty: clampQty(line.qty + 1) } : line));
}

export function setLineQty(lines: readonly CartLine[], key: string, qty: number): CartLine[] {
  return lines.map((line) => (lineKey(line) === key ? { ...line, qty: clampQty(qty) } : line));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/** Gives the line `key` a new note; a line of the same dish and note takes it in (SPEC §5 clamp). */
export function setLineNote(lines: readonly CartLine[], key: string, note: string): CartLine[] {
  return withLineNote(lines, key, note, MAX_LINE_QTY);
}

/** Only well-formed lines survive a read from storage. */
export function parseCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  let lines: CartLine[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { menuItemId, name, price, qty, imageUrl, note, choices: stored } = { ...entry };
    if (typeof menuItemId !== 'string' || typeof name !== 'string') continue;
    if (typeof price !== 'number' || typeof qty !== 'number') continue;
    // A cart stored before options has none; a line whose options cannot be read is not ordered.
    const choices = stored === undefined ? [] : parseChoices(stored);
    if (!choices) continue;
    const line = {
      menuItemId,
      name,
      price,
      qty: clampQty(qty),
      imageUrl: typeof imageUrl === 'string' ? imageUrl : '',
      // A cart stored before line notes has none.
      note: typeof note === 'string' ? cleanLineNote(note) : '',
      options: choices.map((choice) => choice.id),
      choices,
    };
    // Two stored lines of one dish, options and note (edited by hand, or an older tab) are one line here.
    lines = mergeInto(lines, line);
  }
  return lines;
}

function parseChoices(value: unknown): LineOption[] | null {
  if (!Array.isArray(value)) return null;
  const choices: LineOption[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { id, group, name, priceDelta } = { ...entry };
    if (typeof id !== 'string' || typeof group !== 'string' || typeof name !== 'string') return null;
    if (typeof priceDelta !== 'number' || !Number.isFinite(priceDelta)) return null;
    choices.push({ id, group, name, priceDelta });
  }
  return new Set(choices.map((choice) => choice.id)).size === choices.length ? choices : null;
}

function mergeInto(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = lineKey(line);
  if (!lines.some((candidate) => lineKey(candidate) === key)) return [...lines, line];
  return lines.map((candidate) =>
    lineKey(candidate) === key ? { ...candidate, qty: clampQty(candidate.qty + line.qty) } : candidate,
  );
}

/**
 * The cart lines whose dish the menu now shows as 'Habis' (issue 12): they cannot be ordered. A line
 * whose dish the menu does not list is left to the server, as before.
 */
export function soldOutLineIds(
  lines: readonly CartLine[],
  menu: readonly { _id: string; soldOut: boolean }[] | undefined,
): Set<string> {
  const soldOut = new Set((menu ?? []).filter((item) => item.soldOut).map((item) => item._id));
  return new Set(lines.filter((line) => soldOut.has(line.menuItemId)).map((line) => line.menuItemId));
}
