import type { BillingCycle } from '@meja/shared/billing';
import { useState } from 'react';
import { BillingCycleToggle } from '../../components/plans/billing-cycle-toggle';
import { PlanCards } from '../../components/plans/plan-cards';
import { PlanOfferState } from '../../components/plans/plan-offer-state';
import { purchasablePlans } from '../../components/plans/plan-offer';

interface UpgradePlansProps {
  tenantSlug: string;
}

/** The plans a blocked restaurant can move to; buying bills this restaurant (checkout with its slug). */
export function UpgradePlans({ tenantSlug }: UpgradePlansProps) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <div className="mt-8 space-y-6" data-upgrade-plans>
      <BillingCycleToggle cycle={cycle} onChange={setCycle} />
      <PlanOfferState placeholders={3}>
        {(offer) => (
          <PlanCards
            offer={offer}
            cycle={cycle}
            tenantSlug={tenantSlug}
            plans={[...purchasablePlans(offer), 'ENTERPRISE']}
          />
        )}
      </PlanOfferState>
    </div>
  );
}
