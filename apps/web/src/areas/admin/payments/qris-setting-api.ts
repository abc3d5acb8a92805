import { qrisSettingResponse, type QrisSetting } from '@meja/shared/contracts/pos';
import { apiGet, apiPut, segment } from '../../../api/http-client';

/* GET/PUT /api/v1/tenant/{slug}/payments/qris: the static QRIS payload the POS turns into a dynamic one. */

function qrisPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/payments/qris`;
}

export function qrisSettingQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'payments', 'qris'];
}

export async function fetchQrisSetting(tenantSlug: string, signal?: AbortSignal): Promise<string | null> {
  const response = await apiGet(qrisPath(tenantSlug), qrisSettingResponse, { signal });
  return response.qrisStaticPayload;
}

export async function saveQrisSetting(tenantSlug: string, setting: QrisSetting): Promise<string | null> {
  const response = await apiPut(qrisPath(tenantSlug), qrisSettingResponse, setting);
  return response.qrisStaticPayload;
}
