import { useMessages } from '../../i18n/use-messages';
import type { BillingCycle, PlanPrices } from '@meja/shared/billing';
import { PACKAGE_LABELS, type Package } from '@meja/shared/plans';
import { planOffer } from '../../components/plans/plan-offer';
import { planPriceMessages, planTaglineMessages } from '../../components/plans/plan-messages';
import { paymentMessages } from './payment-messages';

interface PlanChoiceProps {
  plans: readonly Package[];
  selected: Package;
  cycle: BillingCycle;
  prices: PlanPrices;
  trialDays: number;
  onChange: (plan: Package) => void;
}

/** The plans this page can sell, as radio cards with their price for the chosen cycle. */
export function PlanChoice({ plans, selected, cycle, prices, trialDays, onChange }: PlanChoiceProps) {
  const paymentTexts = useMessages(paymentMessages);
  const taglines = useMessages(planTaglineMessages);
  const priceTexts = useMessages(planPriceMessages);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">{paymentTexts.planLegend}</legend>
      <div className="mt-2 grid gap-3">
        {plans.map((plan) => {
          const offer = planOffer(priceTexts, plan, cycle, prices, trialDays);
          return (
            <label
              key={plan}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white p-4 hover:border-stone-400 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="plan"
                value={plan}
                checked={plan === selected}
                onChange={() => onChange(plan)}
                className="size-5 accent-brand-700 focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-bold tracking-wide text-stone-900">{PACKAGE_LABELS[plan]}</span>
                <span className="block text-sm text-stone-600">{taglines[plan]}</span>
              </span>
              <span className="whitespace-nowrap text-right font-bold text-stone-900">
                {offer.priceText}
                {offer.kind === 'paid' ? (
                  <span className="font-normal text-stone-600">{offer.suffix}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
