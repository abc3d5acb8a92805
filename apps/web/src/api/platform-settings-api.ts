import {
  platformSettingsResponse,
  type PlatformSettingsUpdate,
  type PlatformSettingsView,
} from '@meja/shared/contracts/platform';
import { apiGet, apiRequest } from './http-client';

/* GET/PATCH /api/v1/super-admin/settings: the platform settings, secrets as their last 4 only. */

const PATH = '/super-admin/settings';
const settingsData = platformSettingsResponse.transform((response) => response.data);

export const platformSettingsQueryKey = ['super-admin', 'settings'] as const;

export function fetchPlatformSettings(signal?: AbortSignal): Promise<PlatformSettingsView> {
  return apiGet(PATH, settingsData, { signal });
}

export function savePlatformSettings(changes: PlatformSettingsUpdate): Promise<PlatformSettingsView> {
  return apiRequest('PATCH', PATH, settingsData, { body: changes });
}
