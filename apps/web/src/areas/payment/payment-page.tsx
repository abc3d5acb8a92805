import { useMessages } from '../../i18n/use-messages';
import { paymentPageChoice, type BillingCycle } from '@meja/shared/billing';
import { PACKAGE_LABELS, type Package } from '@meja/shared/plans';
import { useParams, useSearchParams } from 'react-router';
import type { PlatformOffer } from '../../api/public-settings';
import { messageOf } from '../../api/api-error';
import { useSessionUser } from '../../api/use-session-user';
import { Button } from '../../components/button/button';
import { ErrorMessage, InfoMessage } from '../../components/messages';
import { PageHeading } from '../../components/page-heading';
import { BillingCycleToggle } from '../../components/plans/billing-cycle-toggle';
import { PlanOfferState } from '../../components/plans/plan-offer-state';
import { planPriceMessages } from '../../components/plans/plan-messages';
import { planOffer, purchasablePlans } from '../../components/plans/plan-offer';
import { useCheckoutRedirect } from '../../components/plans/use-checkout-redirect';
import { prettifySlug } from '../../lib/prettify-slug';
import { EnterpriseContact } from './enterprise-contact';
import { cycleLabelMessages, paymentMessages } from './payment-messages';
import { PlanChoice } from './plan-choice';

/** SPEC §2 /payment/{tenantSlug} and /pay: plan (default PRO), cycle (default monthly), total, pay. */
export function PaymentPage() {
  const paymentTexts = useMessages(paymentMessages);
  const { tenantSlug } = useParams();
  const [search, setSearch] = useSearchParams();
  const { plan, cycle } = paymentPageChoice({ plan: search.get('plan'), cycle: search.get('cycle') });
  // The payment link after registering carries the restaurant's checkout token (issue 12): keep it.
  const checkoutToken = search.get('token') || null;
  const choose = (next: { plan?: Package; cycle?: BillingCycle }) =>
    setSearch(
      {
        plan: next.plan ?? plan,
        cycle: next.cycle ?? cycle,
        ...(checkoutToken ? { token: checkoutToken } : {}),
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <PageHeading
          title={paymentTexts.title}
          description={
            tenantSlug ? paymentTexts.forTenant({ name: prettifySlug(tenantSlug) }) : paymentTexts.forVisitor
          }
        />
        <PlanOfferState placeholders={1}>
          {(offer) => (
            <PaymentForm
              offer={offer}
              plan={plan}
              cycle={cycle}
              tenantSlug={tenantSlug ?? null}
              checkoutToken={checkoutToken}
              onChoose={choose}
            />
          )}
        </PlanOfferState>
      </div>
    </div>
  );
}

interface PaymentFormProps {
  offer: PlatformOffer;
  plan: Package;
  cycle: BillingCycle;
  tenantSlug: string | null;
  checkoutToken: string | null;
  onChoose: (next: { plan?: Package; cycle?: BillingCycle }) => void;
}

function PaymentForm({ offer, plan, cycle, tenantSlug, checkoutToken, onChoose }: PaymentFormProps) {
  const cycleLabels = useMessages(cycleLabelMessages);
  const paymentTexts = useMessages(paymentMessages);
  const priceTexts = useMessages(planPriceMessages);
  const user = useSessionUser();
  const checkout = useCheckoutRedirect(tenantSlug ?? user?.tenantSlug ?? null);
  if (plan === 'ENTERPRISE') return <EnterpriseContact whatsappNumber={offer.whatsappNumber} />;

  const plans = purchasablePlans(offer);
  const chosen = planOffer(priceTexts, plan, cycle, offer, offer.trialDays);
  const payable = chosen.kind === 'paid' && plans.includes(plan);
  const { redirecting } = checkout;
  const pay = () =>
    checkout.start({
      plan,
      cycle,
      ...(tenantSlug ? { tenantSlug } : {}),
      ...(tenantSlug && checkoutToken ? { checkoutToken } : {}),
    });

  return (
    <div className="space-y-6">
      {payable ? null : (
        <InfoMessage>
          <p className="font-semibold text-stone-900">{paymentTexts.freeHeading}</p>
          <p className="mt-1">
            {paymentTexts.freeText({ trial: priceTexts.trial({ days: offer.trialDays }) })}
          </p>
        </InfoMessage>
      )}
      <PlanChoice
        plans={plans}
        selected={plan}
        cycle={cycle}
        prices={offer}
        trialDays={offer.trialDays}
        onChange={(next) => onChoose({ plan: next })}
      />
      <BillingCycleToggle cycle={cycle} onChange={(next) => onChoose({ cycle: next })} />
      <section aria-labelledby="payment-summary" className="rounded-xl bg-stone-50 p-4">
        <h2 id="payment-summary" className="text-sm font-semibold text-stone-800">
          {paymentTexts.summary}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-700">
          <dt>{paymentTexts.plan}</dt>
          <dd className="text-right font-semibold text-stone-900">{PACKAGE_LABELS[plan]}</dd>
          <dt>{paymentTexts.cycle}</dt>
          <dd className="text-right font-semibold text-stone-900">{cycleLabels[cycle]}</dd>
          <dt className="mt-2 text-base font-bold text-stone-900">{paymentTexts.total}</dt>
          <dd className="mt-2 text-right text-xl font-extrabold text-stone-900" data-payment-total>
            {chosen.priceText}
            {chosen.kind === 'paid' ? (
              <span className="text-sm font-normal text-stone-600">{chosen.suffix}</span>
            ) : null}
          </dd>
        </dl>
      </section>
      <p className="text-sm text-stone-700">{paymentTexts.confirmedByPlatform}</p>
      {!tenantSlug && !user ? <p className="text-sm text-stone-700">{paymentTexts.visitorNote}</p> : null}
      {checkout.error ? (
        <ErrorMessage>{messageOf(checkout.error, paymentTexts.checkoutFailed)}</ErrorMessage>
      ) : null}
      <Button
        variant="primary"
        className="w-full text-base"
        disabled={!payable || redirecting}
        aria-busy={redirecting}
        onClick={pay}
      >
        {redirecting ? paymentTexts.redirecting : paymentTexts.pay({ total: chosen.priceText })}
      </Button>
    </div>
  );
}
