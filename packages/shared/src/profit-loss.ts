import { TAX_TYPES, type TaxType } from './charges';
/**
 * Profit and loss (SPEC §1 "revenue minus purchases minus expenses", §3 Profit-loss): revenue is
 * what COMPLETED payments took (tax included, like the dashboard), purchases what 'Input Belanja
 * Bahan' recorded as paid, expenses the recorded expenses by category (payroll among them). All in
 * whole rupiah, so every figure is exact.
 */

export const EXPENSE_CATEGORIES = [
  'PAYROLL',
  'RENT',
  'UTILITIES',
  'SUPPLIES',
  'MARKETING',
  'MAINTENANCE',
  'OTHER',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export interface CategoryAmount {
  category: ExpenseCategory;
  amount: number;
}

export interface ProfitLossFigures {
  revenue: number;
  purchases: number;
  /** Every category, in the order of EXPENSE_CATEGORIES, 0 when nothing was spent on it. */
  expensesByCategory: CategoryAmount[];
  /** The sum of the categories. */
  expenses: number;
  /** revenue − purchases. */
  grossProfit: number;
  /** revenue − purchases − expenses (negative is a loss). */
  profit: number;
}

function wholeRupiah(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole rupiah: ${value}`);
  return value;
}

/**
 * The P&L of a period from its three sources. Expense amounts of the same category are added up
 * (the repo may give one row per category or several).
 */
export function profitAndLoss(input: {
  revenue: number;
  purchases: number;
  expenses: readonly CategoryAmount[];
}): ProfitLossFigures {
  const revenue = wholeRupiah(input.revenue, 'revenue');
  const purchases = wholeRupiah(input.purchases, 'purchases');
  const byCategory = new Map<ExpenseCategory, number>();
  for (const { category, amount } of input.expenses)
    byCategory.set(category, (byCategory.get(category) ?? 0) + wholeRupiah(amount, `expense ${category}`));
  const expensesByCategory = EXPENSE_CATEGORIES.map((category) => ({
    category,
    amount: byCategory.get(category) ?? 0,
  }));
  const expenses = expensesByCategory.reduce((sum, row) => sum + row.amount, 0);
  const grossProfit = revenue - purchases;
  return { revenue, purchases, expensesByCategory, expenses, grossProfit, profit: grossProfit - expenses };
}

/**
 * The revenue in its lines (issue 20): the dishes at their prices, less the discounts given on them,
 * plus the service charge and each type of tax.
 */
export interface RevenueLines {
  /** What the dishes paid for would have brought in at their prices (gross, before discounts). */
  sales: number;
  /** Taken off the dishes (shown as a deduction): `sales − discount` is what the dishes brought in. */
  discount: number;
  serviceCharge: number;
  /** Both tax types, PPN then PB1, 0 when none was taken. */
  taxes: { type: TaxType; amount: number }[];
}

/** A payment's unrounded share of its order's discount, service charge and tax. */
export interface RevenueShare {
  taxType: TaxType;
  discount: number;
  serviceCharge: number;
  tax: number;
}

/**
 * The revenue's lines from the payments' unrounded shares of discount, service charge and tax (a
 * payment pays its order's in proportion): each line rounded once here, the dishes taking the rest,
 * so `sales − discount + serviceCharge + Σ taxes` is always the revenue exactly.
 */
export function revenueLines(revenue: number, shares: readonly RevenueShare[]): RevenueLines {
  const sum = (pick: (share: RevenueShare) => number, of: readonly RevenueShare[] = shares) =>
    Math.round(of.reduce((total, share) => total + pick(share), 0));
  const discount = sum((share) => share.discount);
  const serviceCharge = sum((share) => share.serviceCharge);
  const taxes = TAX_TYPES.map((type) => ({
    type,
    amount: sum(
      (share) => share.tax,
      shares.filter((share) => share.taxType === type),
    ),
  }));
  const taxTotal = taxes.reduce((total, tax) => total + tax.amount, 0);
  return { sales: revenue + discount - serviceCharge - taxTotal, discount, serviceCharge, taxes };
}
