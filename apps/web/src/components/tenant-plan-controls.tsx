import { showsUpgradeButton, upgradeHref } from '@meja/shared/plans';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { fetchTenantContext, tenantContextQueryKey } from '../api/tenant-api';
import { useSessionUser } from '../api/use-session-user';
import { PlanBadge } from './plan-badge';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const tenantPlanControlsMessages = i18n('common/tenant-plan-controls', {
  upgrade: 'Upgrade',
});

/** SPEC §2/§6: on tenant admin pages only a RESTAURANT_ADMIN sees the plan badge and Upgrade. */
export function TenantPlanControls() {
  const t = useMessages(tenantPlanControlsMessages);
  const user = useSessionUser();
  const { tenantSlug = '' } = useParams();
  const isRestaurantAdmin = user?.role === 'RESTAURANT_ADMIN' && tenantSlug !== '';
  const context = useQuery({
    queryKey: tenantContextQueryKey(tenantSlug),
    queryFn: () => fetchTenantContext(tenantSlug),
    enabled: isRestaurantAdmin,
  });

  if (!isRestaurantAdmin || !context.data) return null;
  const pkg = context.data.tenant.package;

  return (
    <div className="flex min-w-0 items-center gap-2">
      <PlanBadge pkg={pkg} />
      {showsUpgradeButton(pkg) ? (
        <Link
          to={upgradeHref(pkg, tenantSlug)}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t.upgrade}
        </Link>
      ) : null}
    </div>
  );
}
