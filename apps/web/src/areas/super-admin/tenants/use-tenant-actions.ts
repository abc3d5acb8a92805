import type { PlatformTenant, PlatformTenantChanges } from '@meja/shared/contracts/platform-tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import {
  deletePlatformTenant,
  platformTenantsQueryKey,
  restorePlatformTenant,
  updatePlatformTenant,
} from '../../../api/platform-tenants-api';
import { useMessages } from '../../../i18n/use-messages';
import { platformDate } from './tenant-dates';
import type { TenantNotice } from './tenant-notice';
import { tenantsMessages } from './tenants-messages';

/** A row's changes: save fields, upgrade, delete, restore; each refreshes the list and reports. */
export function useTenantActions(tenant: PlatformTenant, onNotice: (notice: TenantNotice) => void) {
  const t = useMessages(tenantsMessages);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: platformTenantsQueryKey });
  const failed = (error: unknown) => {
    refresh();
    onNotice({ tone: 'error', text: messageOf(error, t.actionFailed) });
  };
  const done = (text: string) => {
    refresh();
    onNotice({ tone: 'success', text });
  };

  const update = useMutation({
    mutationFn: (changes: PlatformTenantChanges) => updatePlatformTenant(tenant._id, changes),
    onSuccess: (changed) => done(t.changed({ name: changed.name })),
    onError: failed,
  });
  const upgrade = useMutation({
    mutationFn: () => updatePlatformTenant(tenant._id, { package: 'ENTERPRISE' }),
    onSuccess: (changed) => done(t.upgraded({ name: changed.name })),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (confirmSlug: string) => deletePlatformTenant(tenant._id, confirmSlug),
    onSuccess: (deleted) =>
      done(
        t.deleted({ name: deleted.name, date: deleted.purgeAfter ? platformDate(deleted.purgeAfter) : '' }),
      ),
    // The dialog shows its own error and stays open.
    onError: () => refresh(),
  });
  const restore = useMutation({
    mutationFn: () => restorePlatformTenant(tenant._id),
    onSuccess: (restored) => done(t.restored({ name: restored.name })),
    onError: failed,
  });

  const busy = update.isPending || upgrade.isPending || remove.isPending || restore.isPending;
  return { update, upgrade, remove, restore, busy };
}
