import {
  fetchActiveByTable,
  fetchOrdersByTable,
  type ActiveByTable,
  type OrdersByTable,
} from '../../../api/public-api';
import { ResourceFamily, useResource } from '../data/diner-resource';
import { TRACKING_POLL_MS } from './use-order-live';

const activeOrders = new ResourceFamily<ActiveByTable>();
const tableOrders = new ResourceFamily<OrdersByTable>();

/** Tracking by table: the active order and the table's list, polled every 5 s (SPEC §2, §9). */
export function useActiveByTable(slug: string, table: string, enabled: boolean) {
  return useResource(activeOrders, `${slug}/${table}`, () => fetchActiveByTable(slug, table), {
    enabled: enabled && Boolean(table),
    pollMs: TRACKING_POLL_MS,
  });
}

export function useOrdersByTable(slug: string, table: string) {
  return useResource(tableOrders, `${slug}/${table}`, () => fetchOrdersByTable(slug, table), {
    enabled: Boolean(table),
    pollMs: TRACKING_POLL_MS,
  });
}
