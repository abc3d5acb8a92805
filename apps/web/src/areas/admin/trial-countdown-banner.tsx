import { trialCountdownDays } from '@meja/shared/billing';
import type { TenantContext } from '@meja/shared/contracts/tenant';
import { upgradeHref } from '@meja/shared/plans';
import { ButtonLink } from '../../components/button/button-link';
import { formatDateTime } from '../../lib/local-date';
import { trialCountdownDetail, trialCountdownTitle, trialMessages } from './trial-messages';

interface TrialCountdownBannerProps {
  tenant: TenantContext['tenant'];
}

/**
 * Issue 12: a BASIC trial's last 7 days, counted on the server's clock, with the header's Upgrade
 * target. The layout shows it to the restaurant admin only.
 */
export function TrialCountdownBanner({ tenant }: TrialCountdownBannerProps) {
  const days = trialCountdownDays(tenant.package, tenant.trialDaysLeft);
  if (days === null) return null;
  const title = trialCountdownTitle(days);
  return (
    <section
      aria-label={title}
      data-trial-countdown
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <p className="text-base font-bold text-amber-950">{title}</p>
        {tenant.trialEndsAt ? (
          <p className="mt-1 text-sm text-amber-950">
            {trialCountdownDetail(formatDateTime(tenant.trialEndsAt))}
          </p>
        ) : null}
      </div>
      <ButtonLink to={upgradeHref(tenant.package, tenant.slug)} variant="primary" className="shrink-0">
        {trialMessages.get().upgrade}
      </ButtonLink>
    </section>
  );
}
