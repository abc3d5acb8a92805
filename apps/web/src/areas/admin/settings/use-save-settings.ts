import type { TenantSettings, TenantSettingsUpdate } from '@meja/shared/contracts/tenant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuQueryKey } from '../../../api/menu-api';
import { tenantContextQueryKey } from '../../../api/tenant-api';
import { saveTenantSettings, settingsQueryKey } from './settings-api';

/** PATCH /settings for one card; the answer becomes the page's settings at once. */
export function useSaveSettings(tenantSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TenantSettingsUpdate) => saveTenantSettings(tenantSlug, changes),
    onSuccess: (stored) => {
      queryClient.setQueryData<TenantSettings>(settingsQueryKey(tenantSlug), stored);
      // The stock policy decides which dishes read 'Habis' in the admin menu.
      void queryClient.invalidateQueries({ queryKey: menuQueryKey(tenantSlug) });
      // The layout shows the restaurant's name and theme; receipts its name and address.
      void queryClient.invalidateQueries({ queryKey: tenantContextQueryKey(tenantSlug) });
    },
  });
}
