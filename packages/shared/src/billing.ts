import { dateInZone } from './dates';
import { chatPhone } from './phone';
import { PACKAGES, PACKAGE_LABELS, type Package } from './plans';

/** SPEC §7 checkout: a plan is bought per month or per year. */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** SPEC §9: the billing providers of the platform settings; manual (bank transfer, marked paid by hand) is the default. */
export const BILLING_PROVIDERS = ['manual', 'midtrans', 'xendit', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** How long an invoice may wait for its transfer. */
export const INVOICE_DUE_DAYS = 7;

/** SPEC §9: a year costs 10 months ('save 2 months'), and buys 12. */
export const YEARLY_MONTHS_CHARGED = 10;
const MONTHS_BOUGHT: Record<BillingCycle, number> = { monthly: 1, yearly: 12 };

/** The four monthly prices of the platform settings (public settings, SPEC §3). */
export interface PlanPrices {
  priceBasic: number;
  pricePOS: number;
  pricePro: number;
  priceEnterprise: number;
}

export function monthlyPrice(plan: Package, prices: PlanPrices): number {
  switch (plan) {
    case 'BASIC':
      return prices.priceBasic;
    case 'POS_ONLY':
      return prices.pricePOS;
    case 'PRO':
      return prices.pricePro;
    case 'ENTERPRISE':
      return prices.priceEnterprise;
  }
}

/** What one cycle costs: the monthly price, or 10 × it for a year; whole rupiah, never negative. */
export function cyclePrice(monthly: number, cycle: BillingCycle): number {
  const perMonth = Number.isFinite(monthly) ? Math.max(0, Math.round(monthly)) : 0;
  return cycle === 'yearly' ? perMonth * YEARLY_MONTHS_CHARGED : perMonth;
}

export function planPrice(plan: Package, cycle: BillingCycle, prices: PlanPrices): number {
  return cyclePrice(monthlyPrice(plan, prices), cycle);
}

/** SPEC §2 pricing: '/bln' or '/thn' after the price. */
export function cycleSuffix(cycle: BillingCycle): '/bln' | '/thn' {
  return cycle === 'yearly' ? '/thn' : '/bln';
}

/** SPEC §2 /payment: plan defaults to PRO and cycle to monthly when the query is missing or unknown. */
export function paymentPageChoice(query: { plan?: string | null; cycle?: string | null }): {
  plan: Package;
  cycle: BillingCycle;
} {
  const plan = PACKAGES.find((known) => known === query.plan) ?? 'PRO';
  const cycle = query.cycle === 'yearly' ? 'yearly' : 'monthly';
  return { plan, cycle };
}

/** Adds calendar months in UTC; a day the target month lacks falls back to its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * A paid invoice extends the tenant's paid period by one cycle: from its current end when that is
 * still ahead (paying early loses nothing), else from now.
 */
export function extendPaidPeriod(
  paidUntil: Date | null,
  now: Date,
  cycle: BillingCycle,
): { start: Date; end: Date } {
  const start = paidUntil !== null && paidUntil.getTime() > now.getTime() ? paidUntil : now;
  return { start, end: addMonths(start, MONTHS_BOUGHT[cycle]) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days of trial left, rounded up (a trial ending in 2 hours has 1 day left); 0 once it has ended. */
export function trialDaysLeft(trialEnds: Date | null, now: Date): number | null {
  if (trialEnds === null) return null;
  return Math.max(0, Math.ceil((trialEnds.getTime() - now.getTime()) / DAY_MS));
}

/** From this many days before a BASIC trial ends, its admin sees the countdown (issue 12). */
export const TRIAL_COUNTDOWN_DAYS = 7;

/**
 * The days the tenant admin layout counts down (trialDaysLeft of the tenant context), or null: a
 * BASIC trial with 1 to 7 days left. At 0 the trial is over and the upgrade screen shows instead.
 */
export function trialCountdownDays(pkg: Package, daysLeft: number | null): number | null {
  if (pkg !== 'BASIC' || daysLeft === null) return null;
  return daysLeft >= 1 && daysLeft <= TRIAL_COUNTDOWN_DAYS ? daysLeft : null;
}

/** SPEC §2 landing/pricing: the platform's WhatsApp chat link, or null when no number is set. */
export function whatsappChatHref(rawNumber: string, text?: string): string | null {
  const digits = chatPhone(rawNumber);
  if (digits === '') return null;
  const query = text ? `?${new URLSearchParams({ text }).toString()}` : '';
  return `https://wa.me/${digits}${query}`;
}

/** The platform bills in Indonesian time: an invoice made on 1 Dec 02:00 WIB belongs to December. */
const INVOICE_TIME_ZONE = 'Asia/Jakarta';

/** A human-readable invoice number from the month it was made and a running number: INV-202611-000042. */
export function formatInvoiceNumber(createdAt: Date, sequence: number): string {
  const month = dateInZone(createdAt, INVOICE_TIME_ZONE).slice(0, 7).replace('-', '');
  return `INV-${month}-${String(Math.max(0, Math.trunc(sequence))).padStart(6, '0')}`;
}

/** What an invoice is for, as the invoice page and the transfer note show it: 'Paket PRO — 12 bulan (bayar 10)'. */
export function invoiceDescription(plan: Package, cycle: BillingCycle): string {
  const period = cycle === 'yearly' ? `12 bulan (bayar ${YEARLY_MONTHS_CHARGED})` : '1 bulan';
  return `Paket ${PACKAGE_LABELS[plan]} — ${period}`;
}

/**
 * The package a paid invoice leaves the tenant on. ENTERPRISE is sold by contact and set by the
 * super admin (a group's membership); an invoice for a lower plan — a checkout started before the
 * tenant became ENTERPRISE, or a manual one — extends the paid period but never moves it down.
 */
export function packageAfterPayment(current: Package, invoicePlan: Package): Package {
  return current === 'ENTERPRISE' ? 'ENTERPRISE' : invoicePlan;
}

/** A checkout an ENTERPRISE tenant may not start: any other plan would be a move down (refused). */
export function checkoutMovesDown(current: Package, plan: Package): boolean {
  return current === 'ENTERPRISE' && plan !== 'ENTERPRISE';
}
