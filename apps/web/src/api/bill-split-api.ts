import {
  billSplit,
  billSplitList,
  splitPartPaid,
  type BillSplit,
  type BillSplitCreate,
  type SplitPartPaid,
  type SplitPartPay,
} from '@meja/shared/contracts/bill-split';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, segment } from './http-client';
import { FLOOR_POLL_MS, floorScopeKey } from './orders-api';

/* Issue 20: a table's bill paid in parts, /api/v1/tenant/{slug}/payments/splits. */

function splitsPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/payments/splits`;
}

/** Under the floor's scope key: paying or cancelling refreshes orders, payments and splits at once. */
export function billSplitsQueryKey(tenantSlug: string): string[] {
  return [...floorScopeKey(tenantSlug), 'splits'];
}

/** The bills still being paid (some part unpaid), oldest first. */
export async function fetchBillSplits(tenantSlug: string, signal?: AbortSignal): Promise<BillSplit[]> {
  const list = await apiGet(splitsPath(tenantSlug), billSplitList, { signal });
  return list.items;
}

export function createBillSplit(tenantSlug: string, body: BillSplitCreate): Promise<BillSplit> {
  return apiPost(splitsPath(tenantSlug), billSplit, body);
}

/** One part (1-based); `amount` is the part's as the screen shows it, the server checks it again. */
export function payBillSplitPart(
  tenantSlug: string,
  splitId: string,
  part: number,
  body: SplitPartPay,
): Promise<SplitPartPaid> {
  return apiPost(`${splitsPath(tenantSlug)}/${segment(splitId)}/parts/${part}/pay`, splitPartPaid, body);
}

/** 204 without a body; refused (409) once a part is paid. */
export async function cancelBillSplit(tenantSlug: string, splitId: string): Promise<void> {
  await apiDelete(`${splitsPath(tenantSlug)}/${segment(splitId)}`, z.unknown());
}

/** GET /payments/splits, refreshed with the orders and payments (SPEC §7: every 5 s). */
export function useBillSplits(tenantSlug: string) {
  return useQuery({
    queryKey: billSplitsQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchBillSplits(tenantSlug, signal),
    refetchInterval: FLOOR_POLL_MS,
    staleTime: 0,
  });
}
