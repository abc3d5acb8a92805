import type { PlatformSettingsUpdate, PlatformSettingsView } from '@meja/shared/contracts/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformSettingsQueryKey, savePlatformSettings } from '../../../api/platform-settings-api';

/** PATCH /super-admin/settings for one card; the answer becomes the page's settings at once. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PlatformSettingsUpdate) => savePlatformSettings(changes),
    onSuccess: (stored) => {
      queryClient.setQueryData<PlatformSettingsView>(platformSettingsQueryKey, stored);
    },
  });
}
