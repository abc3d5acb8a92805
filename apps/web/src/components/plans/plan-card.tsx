import { formatRupiah } from '@meja/shared/money';
import { PACKAGE_LABELS, type Package } from '@meja/shared/plans';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { buttonLook } from '../button/button-look';
import type { PlanOffer } from './plan-offer';
import { registerHref } from './plan-offer';
import { EnterpriseChatLink } from './enterprise-chat-link';
import { planFeatureMessages, planFeatures, planMessages, planTaglineMessages } from './plan-messages';

export interface PlanCardProps {
  plan: Package;
  offer: PlanOffer;
  /** Two months' worth on the yearly cards of paid plans; 0 hides the line. */
  yearlySaving: number;
  trialDays: number | null;
  whatsappNumber: string;
  highlighted: boolean;
  /** This card's checkout is under way (the button reads 'Mengalihkan...'). */
  redirecting: boolean;
  /** Another checkout is under way: the buy buttons wait. */
  busy: boolean;
  onBuy: (plan: Package) => void;
}

/** One plan of SPEC §2 /pricing: name, price, what it includes and its action. */
export function PlanCard(props: PlanCardProps) {
  const t = useMessages(planMessages);
  const taglines = useMessages(planTaglineMessages);
  const features = useMessages(planFeatureMessages);
  const { plan, offer, highlighted } = props;
  const label = PACKAGE_LABELS[plan];
  const headingId = `plan-${plan.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan}
      className={`relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200'
      }`}
    >
      {highlighted ? (
        <p className="absolute -top-3 left-5 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold text-white">
          {t.popular}
        </p>
      ) : null}
      <h2 id={headingId} className="text-lg font-bold tracking-wide text-stone-900">
        {label}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{taglines[plan]}</p>
      <p className="mt-4 text-stone-900" data-plan-price>
        <span className={offer.kind === 'paid' ? 'text-3xl font-extrabold' : 'text-xl font-bold'}>
          {offer.priceText}
        </span>
        {offer.kind === 'paid' ? <span className="text-base text-stone-600">{offer.suffix}</span> : null}
      </p>
      {offer.kind === 'paid' && props.yearlySaving > 0 ? (
        <p className="mt-1 text-sm font-semibold text-green-800">
          {t.yearlySaving({ amount: formatRupiah(props.yearlySaving) })}
        </p>
      ) : null}
      <ul className="mt-5 flex-1 space-y-2 text-sm text-stone-700">
        {planFeatures(features, plan, props.trialDays).map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-green-700">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanAction {...props} label={label} />
      </div>
    </article>
  );
}

function PlanAction({
  plan,
  offer,
  label,
  highlighted,
  whatsappNumber,
  redirecting,
  busy,
  onBuy,
}: PlanCardProps & { label: string }) {
  const t = useMessages(planMessages);
  const buttonClass = buttonLook(highlighted ? 'primary' : 'secondary', 'w-full');
  if (offer.kind === 'free') {
    return (
      <Link to={registerHref(plan)} className={buttonClass}>
        {t.startFree}
      </Link>
    );
  }
  if (offer.kind === 'contact') {
    return <EnterpriseChatLink whatsappNumber={whatsappNumber} className={buttonClass} />;
  }
  return (
    <button
      type="button"
      className={buttonClass}
      disabled={busy}
      aria-busy={redirecting}
      onClick={() => onBuy(plan)}
    >
      {redirecting ? t.redirecting : t.buy({ label })}
    </button>
  );
}
