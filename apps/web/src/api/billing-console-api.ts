import {
  consoleInvoiceList,
  createInvoiceResponse,
  payInvoiceResponse,
  type ConsoleInvoice,
  type CreateInvoiceRequest,
  type CreateInvoiceResponse,
  type PayInvoiceResponse,
} from '@meja/shared/contracts/billing';
import {
  platformStats,
  revenueMonthly,
  type PlatformStats,
  type RevenueMonthly,
} from '@meja/shared/contracts/platform-stats';
import { apiGet, apiPost, segment } from './http-client';

/* The platform console's billing and overview figures (issue 15, /api/v1/super-admin). */

/** One scope key: a write invalidates the invoices and the overview's figures together. */
export const BILLING_CONSOLE_SCOPE = ['super-admin', 'billing'] as const;
export const consoleInvoicesQueryKey = [...BILLING_CONSOLE_SCOPE, 'invoices'] as const;
export const revenueMonthlyQueryKey = (months: number) =>
  [...BILLING_CONSOLE_SCOPE, 'revenue', months] as const;
export const platformStatsQueryKey = [...BILLING_CONSOLE_SCOPE, 'stats'] as const;

export async function fetchConsoleInvoices(signal?: AbortSignal): Promise<ConsoleInvoice[]> {
  return (await apiGet('/super-admin/billing/invoices', consoleInvoiceList, { signal })).items;
}

export function createConsoleInvoice(body: CreateInvoiceRequest): Promise<CreateInvoiceResponse> {
  return apiPost('/super-admin/billing/invoices', createInvoiceResponse, body);
}

export function payConsoleInvoice(invoiceId: string): Promise<PayInvoiceResponse> {
  return apiPost(`/super-admin/billing/invoices/${segment(invoiceId)}/pay`, payInvoiceResponse, {});
}

export function fetchRevenueMonthly(months: number, signal?: AbortSignal): Promise<RevenueMonthly> {
  return apiGet(`/super-admin/reports/revenue-monthly?months=${months}`, revenueMonthly, { signal });
}

export function fetchPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  return apiGet('/super-admin/stats', platformStats, { signal });
}
