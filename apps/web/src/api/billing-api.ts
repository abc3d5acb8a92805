import {
  checkoutResponse,
  publicInvoice,
  type CheckoutRequest,
  type CheckoutResponse,
  type PublicInvoice,
} from '@meja/shared/contracts/billing';
import { apiGet, apiPost, segment } from './http-client';

/* SPEC §7 public calls of plan payment: checkout and the manual provider's invoice. */

/** POST /checkout: where the browser goes to pay (or /register?package= for a visitor). */
export function checkout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiPost('/public/checkout', checkoutResponse, request);
}

export function publicInvoiceQueryKey(tenantSlug: string, invoiceId: string): string[] {
  return ['public', tenantSlug, 'invoice', invoiceId];
}

export function fetchPublicInvoice(
  tenantSlug: string,
  invoiceId: string,
  token: string,
): Promise<PublicInvoice> {
  return apiGet(
    `/public/${segment(tenantSlug)}/invoices/${segment(invoiceId)}?token=${encodeURIComponent(token)}`,
    publicInvoice,
  );
}
