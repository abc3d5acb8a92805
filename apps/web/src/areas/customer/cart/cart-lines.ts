/** SPEC §3 cart line, stored under `cart:{slug}`. */
export interface CartLine {
  menuItemId: string;
  name: string;
  /** The effective (discounted) price. */
  price: number;
  qty: number;
  imageUrl: string;
}

export const MAX_LINE_QTY = 99;

/** 1..99, whole numbers; anything else becomes 1 (SPEC §5: minimum 1, clamped). */
export function clampQty(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(value)));
}

/** SPEC §4: adding an item already in the cart raises its qty by 1. */
export function addToCart(lines: readonly CartLine[], item: Omit<CartLine, 'qty'>): CartLine[] {
  const existing = lines.find((line) => line.menuItemId === item.menuItemId);
  if (!existing) return [...lines, { ...item, qty: 1 }];
  return lines.map((line) =>
    line.menuItemId === item.menuItemId ? { ...line, qty: clampQty(line.qty + 1) } : line,
  );
}

export function setLineQty(lines: readonly CartLine[], menuItemId: string, qty: number): CartLine[] {
  return lines.map((line) => (line.menuItemId === menuItemId ? { ...line, qty: clampQty(qty) } : line));
}

export function removeLine(lines: readonly CartLine[], menuItemId: string): CartLine[] {
  return lines.filter((line) => line.menuItemId !== menuItemId);
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.qty, 0);
}

/** Only well-formed lines survive a read from storage. */
export function parseCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { menuItemId, name, price, qty, imageUrl } = { ...entry };
    if (typeof menuItemId !== 'string' || typeof name !== 'string') continue;
    if (typeof price !== 'number' || typeof qty !== 'number') continue;
    lines.push({
      menuItemId,
      name,
      price,
      qty: clampQty(qty),
      imageUrl: typeof imageUrl === 'string' ? imageUrl : '',
    });
  }
  return lines;
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
