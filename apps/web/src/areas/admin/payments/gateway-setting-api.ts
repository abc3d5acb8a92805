import {
  tenantGatewayResponse,
  type TenantGatewayResponse,
  type TenantGatewayUpdate,
} from '@meja/shared/contracts/payment-gateway';
import { apiGet, apiPut, segment } from '../../../api/http-client';

/* GET/PUT /api/v1/tenant/{slug}/payments/gateway: the restaurant's own payment gateway (issue 17). */

function gatewayPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/payments/gateway`;
}

export function gatewaySettingQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'payments', 'gateway'];
}

export function fetchGatewaySetting(
  tenantSlug: string,
  signal?: AbortSignal,
): Promise<TenantGatewayResponse> {
  return apiGet(gatewayPath(tenantSlug), tenantGatewayResponse, { signal });
}

export function saveGatewaySetting(
  tenantSlug: string,
  update: TenantGatewayUpdate,
): Promise<TenantGatewayResponse> {
  return apiPut(gatewayPath(tenantSlug), tenantGatewayResponse, update);
}
