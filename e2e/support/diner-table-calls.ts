import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { customerOrderCreated } from '@meja/shared/contracts/orders';
import type { CallKind } from '@meja/shared/table-states';

/* A diner's order with its tracking token, and the diner's calls to the table (issue 20). */

export interface DinerOrder {
  id: string;
  token: string;
}

/** A diner's order at `table`, with the tracking token its link carries. */
export async function dinerOrder(request: APIRequestContext, slug: string, table: string, dish: string) {
  const response = await request.post(`/api/v1/public/${slug}/orders`, {
    data: { table, items: [{ menuItemId: dish, qty: 2 }] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = customerOrderCreated.parse(await response.json());
  return { id: created.order._id, token: created.token } satisfies DinerOrder;
}

/** The diner's 'Minta bill' / 'Panggil pelayan' from the tracking page. */
export async function dinerCalls(
  request: APIRequestContext,
  slug: string,
  order: DinerOrder,
  kind: CallKind,
) {
  const response = await request.post(`/api/v1/public/${slug}/orders/${order.id}/calls`, {
    data: { kind, token: order.token },
  });
  expect(response.status(), await response.text()).toBe(201);
}
