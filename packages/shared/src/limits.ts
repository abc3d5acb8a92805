/**
 * The largest quantities and amounts Meja accepts, far beyond what a restaurant meets, chosen so
 * that no product of them overflows a column (a 500 at the database instead of a 400 at the door).
 *
 * Columns: money is bigint (≈ 9.2e18; read as a JS number, exact up to 2^53 ≈ 9.0e15); recipe
 * quantities, minimum stock, purchase quantities and unit costs are numeric(14,4) (< 1e10); the
 * running stock and its movements are numeric(18,4) (< 1e14); order line qty is integer.
 *
 * The products that matter:
 * - one order's stock movement for one ingredient ≤ MAX_BOM_QTY × MAX_POS_LINE_QTY ×
 *   MAX_ORDER_LINES = 10,000 × 999 × 100 ≈ 1e9 (every line a different dish sharing the
 *   ingredient), so a sale never overflows a movement, and the running stock (numeric(18,4)) only
 *   after some 100,000 such orders without a purchase;
 * - one order's total ≤ MAX_PRICE × MAX_POS_LINE_QTY × MAX_ORDER_LINES ≈ 1e14, twice that with
 *   tax, below MAX_MONEY: every order the API accepts can be paid;
 * - MAX_MONEY stays below 2^53, so sums of a day's payments are still exact in JavaScript.
 */

/** A menu item's price or fixed discount, in rupiah (Rp 1 milyar). */
export const MAX_PRICE = 1_000_000_000;

/** Any amount of money a person types or an order reaches: payments, cash counts, shift cash. */
export const MAX_MONEY = 1_000_000_000_000_000;

/** What one portion of a dish may consume of one ingredient (10,000 kg, litres or pieces). */
export const MAX_BOM_QTY = 10_000;

/** Portions of one order line: the diner's stepper and the POS keypad. */
export const MAX_DINER_LINE_QTY = 99;
export const MAX_POS_LINE_QTY = 999;

/** A note on one order line ('tanpa bawang', issue 20), in characters. */
export const LINE_NOTE_MAX = 140;

/** Lines of one order (the POS's cart; the diner's is 50). */
export const MAX_ORDER_LINES = 100;
export const MAX_DINER_ORDER_LINES = 50;

/** A stock level, a minimum stock or a purchase quantity typed by staff (numeric(14,4) holds < 1e10). */
export const MAX_STOCK_QTY = 1_000_000_000;

/** A purchase's total price, in rupiah. */
export const MAX_PURCHASE_PRICE = 1_000_000_000_000;

/** One expense (rent, a posted payroll period…), in rupiah (Rp 10 triliun). */
export const MAX_EXPENSE_AMOUNT = 10_000_000_000_000;

/** The longest profit-and-loss period, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;

/**
 * Option groups (issue 20): an option's price delta, the options of one group and the options one
 * line may carry. A line's unit price is then ≤ MAX_PRICE + 12 × MAX_OPTION_PRICE = 2.2e9, and an
 * order's total with tax still far below MAX_MONEY (2.2e9 × 999 × 100 × 2 ≈ 4.4e14).
 */
export const MAX_OPTION_PRICE = 100_000_000;
export const MAX_GROUP_OPTIONS = 12;
export const MAX_LINE_OPTIONS = 12;
/** Option groups one dish may have. */
export const MAX_ITEM_OPTION_GROUPS = 6;
