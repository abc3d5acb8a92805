import { IDEMPOTENCY_HEADER, POS_PLAN_HEADER, POS_TENANT_HEADER } from '@meja/shared/contracts/pos';
import type { PosPlan } from '@meja/shared/pos-plan';
import type { QueuedRequest } from './pos-db';

/* The exact requests of the POS writes (SPEC §7 POS): built once, then sent and resent unchanged. */

export const POS_API_BASE = '/api/v1/pos';

export const POS_PATHS = {
  menu: '/core/menu',
  quickAddMenuItem: '/core/menu/quick-add',
  quickAddCashier: '/core/users/quick-add-cashier',
  orders: '/pos/orders',
  payIntent: '/pay/create-intent',
  confirmPayment: (paymentId: string) => `/pay/${encodeURIComponent(paymentId)}/confirm`,
  payment: (paymentId: string) => `/pay/${encodeURIComponent(paymentId)}`,
  currentShift: '/pos/shifts/current',
  openShift: '/pos/shifts/open',
  closeShift: '/pos/shifts/close',
} as const;

export interface PosCaller {
  tenantSlug: string;
  plan: PosPlan;
}

/** The two headers every POS call carries; the server trusts neither for access. */
export function posHeaders(caller: PosCaller): Record<string, string> {
  return {
    Accept: 'application/json',
    [POS_TENANT_HEADER]: caller.tenantSlug,
    [POS_PLAN_HEADER]: caller.plan,
  };
}

export function posReadRequest(caller: PosCaller, path: string) {
  return { url: `${POS_API_BASE}${path}`, method: 'GET' as const, headers: posHeaders(caller) };
}

/** A write: JSON body and its Idempotency-Key, which also names the queue item. */
export function posWriteRequest(caller: PosCaller, path: string, body: object, key: string): QueuedRequest {
  return {
    url: `${POS_API_BASE}${path}`,
    method: 'POST',
    headers: { ...posHeaders(caller), 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
    body,
  };
}
