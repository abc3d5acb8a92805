import { paymentPageChoice, type BillingCycle } from '@meja/shared/billing';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { BillingCycleToggle } from '../../components/plans/billing-cycle-toggle';
import { PlanCards } from '../../components/plans/plan-cards';
import { PlanOfferState } from '../../components/plans/plan-offer-state';
import { PRICING_PLANS } from '../../components/plans/plan-offer';
import { useMessages } from '../../i18n/use-messages';
import { pricingMessages } from './site-messages';

/** SPEC §2 /pricing: monthly/yearly toggle and the four plan cards. The cycle stays in the address. */
export function PricingPage() {
  const t = useMessages(pricingMessages);
  const [search, setSearch] = useSearchParams();
  const { cycle } = paymentPageChoice({ cycle: search.get('cycle') });
  const choose = (next: BillingCycle) =>
    setSearch(next === 'yearly' ? { cycle: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <DocumentTitle title={t.title} />
      <div className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-3 text-lg text-stone-700">{t.lead}</p>
      </div>
      <div className="mt-8">
        <BillingCycleToggle cycle={cycle} onChange={choose} />
      </div>
      <div className="mt-8">
        <PlanOfferState placeholders={PRICING_PLANS.length}>
          {(offer) => <PlanCards offer={offer} cycle={cycle} />}
        </PlanOfferState>
      </div>
      <p className="mt-10 max-w-3xl text-sm text-stone-600">{t.note}</p>
    </div>
  );
}
