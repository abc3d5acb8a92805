/** The tracking page of one order (SPEC §2 /{slug}/order-track/{orderId}?token=…&table=…). */
export function orderTrackPath(
  slug: string,
  order: { orderId: string; token: string; table: string },
): string {
  const query = new URLSearchParams({ token: order.token, table: order.table });
  return `/${slug}/order-track/${encodeURIComponent(order.orderId)}?${query.toString()}`;
}
