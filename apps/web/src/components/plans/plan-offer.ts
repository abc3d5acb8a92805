import {
  cycleSuffix,
  monthlyPrice,
  planPrice,
  type BillingCycle,
  type PlanPrices,
} from '@meja/shared/billing';
import { formatRupiah } from '@meja/shared/money';
import { PACKAGES, type Package } from '@meja/shared/plans';
import type { PlanPriceTexts } from './plan-messages';

/** SPEC §2 /pricing: the cards in the order the spec lists them. */
export const PRICING_PLANS: readonly Package[] = ['POS_ONLY', 'BASIC', 'PRO', 'ENTERPRISE'];

/** What a plan card says about the price, and what its button does. */
export type PlanOffer =
  | { kind: 'free'; priceText: string }
  | { kind: 'paid'; priceText: string; suffix: '/bln' | '/thn'; amount: number }
  | { kind: 'contact'; priceText: string };

/**
 * ENTERPRISE goes through chat ('Hubungi kami'); a plan priced at 0 or less is free (BASIC: 'Gratis
 * (uji coba N hari)', with 'Mulai Gratis' to /register); the rest are bought for the cycle, in IDR
 * without decimals with '/bln' or '/thn'. The words are planPriceMessages' (`t`).
 */
export function planOffer(
  t: PlanPriceTexts,
  plan: Package,
  cycle: BillingCycle,
  prices: PlanPrices,
  trialDays: number,
): PlanOffer {
  if (plan === 'ENTERPRISE') return { kind: 'contact', priceText: t.contact };
  if (monthlyPrice(plan, prices) <= 0) {
    return { kind: 'free', priceText: plan === 'BASIC' ? t.trial({ days: trialDays }) : t.free };
  }
  const amount = planPrice(plan, cycle, prices);
  return { kind: 'paid', priceText: formatRupiah(amount), suffix: cycleSuffix(cycle), amount };
}

/** What a year saves against twelve monthly payments (two months), for the yearly cards. */
export function yearlySaving(plan: Package, prices: PlanPrices): number {
  return Math.max(0, planPrice(plan, 'monthly', prices) * 12 - planPrice(plan, 'yearly', prices));
}

/** Where 'Mulai Gratis' leads: /register with the plan chosen (BASIC is the form's default). */
export function registerHref(plan: Package): string {
  return plan === 'BASIC' ? '/register' : `/register?package=${plan}`;
}

/** Plans that checkout sells: priced above 0, never ENTERPRISE (chat), in rank order. */
export function purchasablePlans(prices: PlanPrices): Package[] {
  return PACKAGES.filter((plan) => plan !== 'ENTERPRISE' && monthlyPrice(plan, prices) > 0);
}
