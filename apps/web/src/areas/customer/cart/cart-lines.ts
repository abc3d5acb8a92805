import { cleanLineNote, lineKey, setLineNote as withLineNote } from '@meja/shared/line-notes';

/** SPEC §3 cart line, stored under `cart:{slug}`. */
export interface CartLine {
  menuItemId: string;
  name: string;
  /** The effective (discounted) price. */
  price: number;
  qty: number;
  imageUrl: string;
  /** The line's own note ('tanpa bawang', issue 20); '' for none. */
  note: string;
}

export const MAX_LINE_QTY = 99;

/** 1..99, whole numbers; anything else becomes 1 (SPEC §5: minimum 1, clamped). */
export function clampQty(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(value)));
}

/** SPEC §4: adding an item already in the cart (with the same note) raises its qty by 1. */
export function addToCart(lines: readonly CartLine[], item: Omit<CartLine, 'qty' | 'note'>): CartLine[] {
  const added = { ...item, note: '' };
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

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.qty, 0);
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
    const { menuItemId, name, price, qty, imageUrl, note } = { ...entry };
    if (typeof menuItemId !== 'string' || typeof name !== 'string') continue;
    if (typeof price !== 'number' || typeof qty !== 'number') continue;
    const line = {
      menuItemId,
      name,
      price,
      qty: clampQty(qty),
      imageUrl: typeof imageUrl === 'string' ? imageUrl : '',
      // A cart stored before line notes has none.
      note: typeof note === 'string' ? cleanLineNote(note) : '',
    };
    // Two stored lines of one dish and note (edited by hand, or an older tab) are one line here.
    lines = mergeInto(lines, line);
  }
  return lines;
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
