import { callCreated, type callCreate } from '@meja/shared/contracts/tables';
import type { z } from 'zod';
import { apiPost, segment } from './http-client';

/*
 * The diner's calls to the table (issue 20), apart from public-api.ts: only the tracking page loads
 * them, and the diner's first screen's chunks stay as they were.
 */

export type TableCallAnswer = z.output<typeof callCreated>;

/**
 * POST /public/{slug}/orders/{id}/calls: 'Panggil pelayan' / 'Minta bill' from the order's tracking
 * page (its token proves the order). 201 a new call, 200 the table's call already waiting: the same
 * answer for the diner.
 */
export function createTableCall(
  tenantSlug: string,
  orderId: string,
  body: z.input<typeof callCreate>,
): Promise<TableCallAnswer> {
  return apiPost(`/public/${segment(tenantSlug)}/orders/${segment(orderId)}/calls`, callCreated, body);
}
