import type { ReactNode } from 'react';
import type { PlatformOffer } from '../../api/public-settings';
import { usePlatformOffer } from '../../api/use-platform-offer';
import { useMessages } from '../../i18n/use-messages';
import { QueryError } from '../query-error';
import { planGridClass } from './plan-cards';
import { planMessages } from './plan-messages';

interface PlanOfferStateProps {
  /** How many card places to hold while the prices load (so nothing below jumps). */
  placeholders: number;
  children: (offer: PlatformOffer) => ReactNode;
}

/** The platform's prices for plan cards: card-shaped placeholders while loading, the error in red. */
export function PlanOfferState({ placeholders, children }: PlanOfferStateProps) {
  const t = useMessages(planMessages);
  const offer = usePlatformOffer();
  if (offer.isPending) {
    return (
      <div role="status" className={planGridClass(placeholders)}>
        <span className="sr-only">{t.loading}</span>
        {Array.from({ length: placeholders }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className="h-96 animate-pulse rounded-2xl border border-stone-200 bg-white motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  }
  if (offer.isError) {
    return <QueryError error={offer.error} fallback={t.loadFailed} onRetry={() => void offer.refetch()} />;
  }
  return <>{children(offer.data)}</>;
}
