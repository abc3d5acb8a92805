import type { BillingCycle } from '@meja/shared/billing';
import type { Package } from '@meja/shared/plans';
import type { PlatformOffer } from '../../api/public-settings';
import { messageOf } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { ErrorMessage } from '../messages';
import { PlanCard } from './plan-card';
import { planMessages, planPriceMessages } from './plan-messages';
import { planOffer, PRICING_PLANS, yearlySaving } from './plan-offer';
import { useCheckoutRedirect } from './use-checkout-redirect';

interface PlanCardsProps {
  offer: PlatformOffer;
  cycle: BillingCycle;
  /** The restaurant being upgraded: checkout bills it, and its admin is where a missing paymentUrl leads. */
  tenantSlug?: string;
  plans?: readonly Package[];
}

/** Two cards a row on tablets; four (or three) on a laptop. */
export function planGridClass(count: number): string {
  return `grid gap-6 pt-3 sm:grid-cols-2 ${count >= 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`;
}

/**
 * The plan cards of /pricing and of the upgrade screen. Buying calls checkout and sends the browser
 * to the returned paymentUrl (SPEC §4); a refusal is shown in red under the cards.
 */
export function PlanCards({ offer, cycle, tenantSlug, plans = PRICING_PLANS }: PlanCardsProps) {
  const t = useMessages(planMessages);
  const priceTexts = useMessages(planPriceMessages);
  const checkout = useCheckoutRedirect(tenantSlug ?? null);
  const buy = (plan: Package) => checkout.start({ plan, cycle, ...(tenantSlug ? { tenantSlug } : {}) });

  return (
    <div>
      <div className={planGridClass(plans.length)}>
        {plans.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            offer={planOffer(priceTexts, plan, cycle, offer, offer.trialDays)}
            yearlySaving={cycle === 'yearly' ? yearlySaving(plan, offer) : 0}
            trialDays={offer.trialDays}
            whatsappNumber={offer.whatsappNumber}
            highlighted={plan === 'PRO'}
            redirecting={checkout.redirectingPlan === plan}
            busy={checkout.redirecting}
            onBuy={buy}
          />
        ))}
      </div>
      {checkout.error ? (
        <ErrorMessage className="mt-6">{messageOf(checkout.error, t.checkoutFailed)}</ErrorMessage>
      ) : null}
    </div>
  );
}
