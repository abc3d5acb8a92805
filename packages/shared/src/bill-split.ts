/**
 * Splitting a table's bill (issue 20): in equal parts, or by the dishes each guest had. A bill is
 * one or more unpaid orders; each part is paid on its own, by its own method, and the orders are
 * paid when their parts are. Every figure is whole rupiah and the parts add up to each order's
 * total exactly: an order's total is shared out by largest remainder, here and nowhere else.
 */

export const MIN_SPLIT_PARTS = 2;
export const MAX_SPLIT_PARTS = 20;
/** The orders one bill may hold (a long evening at one table). */
export const MAX_SPLIT_ORDERS = 20;

export const SPLIT_MODES = ['EQUAL', 'ITEMS'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/**
 * An order as a split sees it: its total (with charges) and its lines (unit price × qty; `amount`,
 * when given, is what the line comes to after its discounts — discountedLineAmounts).
 */
export interface SplitOrder {
  id: string;
  total: number;
  lines: readonly { price: number; qty: number; amount?: number }[];
}

/** Units of one line of one order (the line by its place in the order) that a guest takes. */
export interface SplitPick {
  orderId: string;
  line: number;
  qty: number;
}

/** What one part pays, and how much of it goes to each order (orders with a share only). */
export interface SplitPart {
  amount: number;
  shares: { orderId: string; amount: number }[];
}

export type SplitProblem =
  | { kind: 'partCount' }
  | { kind: 'emptyPart'; part: number }
  | { kind: 'unknownLine'; part: number }
  | { kind: 'lineOver'; orderId: string; line: number }
  | { kind: 'lineLeft'; orderId: string; line: number };

export type SplitResult = { ok: true; parts: SplitPart[] } | { ok: false; problem: SplitProblem };

/**
 * `total` shared in proportion to `weights` (whole, ≥ 0), each share rounded down and the rupiah
 * left over given to the largest remainders (the earlier part on a tie). All weights 0: equal shares.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const basis = sum > 0 ? weights : weights.map(() => 1);
  const basisSum = sum > 0 ? sum : weights.length;
  // BigInt: total × weight can pass 2^53 for the largest orders the API accepts.
  const big = BigInt(total);
  const bigSum = BigInt(basisSum);
  const exact = basis.map((weight) => big * BigInt(weight));
  const shares = exact.map((value) => value / bigSum);
  let left = total - shares.reduce((acc, share) => acc + Number(share), 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % bigSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(Number);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

function partsFromShares(orders: readonly SplitOrder[], perOrder: readonly number[][], count: number) {
  return Array.from({ length: count }, (_, part): SplitPart => {
    const shares = orders
      .map((order, index) => ({ orderId: order.id, amount: perOrder[index]?.[part] ?? 0 }))
      .filter((share) => share.amount > 0);
    return { amount: shares.reduce((sum, share) => sum + share.amount, 0), shares };
  });
}

const partCountFits = (count: number) =>
  Number.isInteger(count) && count >= MIN_SPLIT_PARTS && count <= MAX_SPLIT_PARTS;

/** The bill in `count` parts as equal as whole rupiah allow (each order shared out on its own). */
export function equalSplit(orders: readonly SplitOrder[], count: number): SplitResult {
  if (!partCountFits(count)) return { ok: false, problem: { kind: 'partCount' } };
  const perOrder = orders.map((order) => shareOut(order.total, Array<number>(count).fill(1)));
  return { ok: true, parts: partsFromShares(orders, perOrder, count) };
}

/**
 * The bill by dishes: each part lists the units of the lines its guest had; every unit of every
 * line goes to exactly one part. Each order's total (with its service charge and tax) is shared out
 * in proportion to what each part took of its dishes, after their discounts.
 */
export function itemSplit(
  orders: readonly SplitOrder[],
  picks: readonly (readonly SplitPick[])[],
): SplitResult {
  if (!partCountFits(picks.length)) return { ok: false, problem: { kind: 'partCount' } };
  const byId = new Map(orders.map((order, index) => [order.id, index]));
  // taken[order][line][part]: units.
  const taken = orders.map((order) => order.lines.map(() => Array<number>(picks.length).fill(0)));
  for (const [part, partPicks] of picks.entries()) {
    if (!partPicks.some((pick) => pick.qty > 0)) return { ok: false, problem: { kind: 'emptyPart', part } };
    for (const pick of partPicks) {
      const orderIndex = byId.get(pick.orderId);
      const row = orderIndex === undefined ? undefined : taken[orderIndex]?.[pick.line];
      if (!row || !Number.isInteger(pick.qty) || pick.qty < 0) {
        return { ok: false, problem: { kind: 'unknownLine', part } };
      }
      row[part] = (row[part] ?? 0) + pick.qty;
    }
  }
  for (const [orderIndex, order] of orders.entries()) {
    for (const [line, { qty }] of order.lines.entries()) {
      const units = (taken[orderIndex]?.[line] ?? []).reduce((sum, value) => sum + value, 0);
      if (units > qty) return { ok: false, problem: { kind: 'lineOver', orderId: order.id, line } };
      if (units < qty) return { ok: false, problem: { kind: 'lineLeft', orderId: order.id, line } };
    }
  }
  const perOrder = orders.map((order, orderIndex) => {
    // Each line's amount shared by the units each part took (exactly price × units without a discount).
    const weights = Array<number>(picks.length).fill(0);
    for (const [index, line] of order.lines.entries()) {
      const units = taken[orderIndex]?.[index] ?? [];
      for (const [part, share] of shareOut(line.amount ?? line.price * line.qty, units).entries()) {
        weights[part] = (weights[part] ?? 0) + share;
      }
    }
    return shareOut(order.total, weights);
  });
  return { ok: true, parts: partsFromShares(orders, perOrder, picks.length) };
}

export const SPLIT_MESSAGES = {
  partCount: `Bagi tagihan menjadi ${MIN_SPLIT_PARTS}–${MAX_SPLIT_PARTS} bagian.`,
  emptyPart: (part: number) => `Bagian ${part + 1} belum berisi menu.`,
  unknownLine: (part: number) => `Bagian ${part + 1} berisi menu yang tidak ada di tagihan ini.`,
  lineOver: 'Ada menu yang dibagi melebihi jumlah pesanannya.',
  lineLeft: 'Masih ada menu yang belum masuk ke bagian mana pun.',
  zeroPart: 'Setiap bagian harus lebih dari Rp 0.',
  splitOpen: 'Tagihan ini sedang dibayar per bagian. Bayar bagian-bagiannya, atau batalkan pembagiannya.',
  partPaid: 'Bagian ini sudah dibayar.',
  partlyPaid: 'Sudah ada bagian yang dibayar; pembagian ini tidak dapat dibatalkan.',
  notFound: 'Pembagian tagihan tidak ditemukan.',
  awaitingPayment: 'Pesanan ini sedang menunggu pembayaran (QRIS atau kartu). Selesaikan atau batalkan dulu.',
} as const;

/** The problem as the cashier reads it. */
export function splitProblemMessage(problem: SplitProblem): string {
  switch (problem.kind) {
    case 'partCount':
      return SPLIT_MESSAGES.partCount;
    case 'emptyPart':
      return SPLIT_MESSAGES.emptyPart(problem.part);
    case 'unknownLine':
      return SPLIT_MESSAGES.unknownLine(problem.part);
    case 'lineOver':
      return SPLIT_MESSAGES.lineOver;
    case 'lineLeft':
      return SPLIT_MESSAGES.lineLeft;
  }
}
