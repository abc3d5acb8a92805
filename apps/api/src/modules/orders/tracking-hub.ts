import type { OrderTracking } from '@meja/shared/contracts/orders';
import { positionsInQueue } from '@meja/shared/kitchen-sort';
import { z } from 'zod';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { orderTrackingChannel, type EventBus } from '../../platform/events';
import { findOrders, itemsOf, kitchenQueue } from './orders.repo';
import { presentTrackingAt } from './orders.presenter';

type Listener = (tracking: OrderTracking) => void;

/** An order followed on this instance: its streams, and what they were last sent. */
interface Followed {
  listeners: Set<Listener>;
  last: OrderTracking;
}

/** A tenant with followed orders on this instance. */
interface Floor {
  orders: Map<string, Followed>;
  /** Orders announced as changed since the last read. */
  changed: Set<string>;
  reading: Promise<void> | null;
  readAgain: boolean;
  unsubscribe: () => void;
}

const notice = z.object({ orderIds: z.array(z.string()).max(10_000) });

/**
 * The diners' tracking streams of this instance (issue 19). A change publishes one notice per
 * tenant naming the orders that changed; for all its streams of that tenant the instance then
 * reads the kitchen's queue once and the changed orders once, and sends each stream only what
 * changed for it: the order itself, or just its place in the queue. The work per change is one
 * transaction of at most three queries, however many diners follow; notices that arrive while a
 * read runs are gathered into the next one.
 */
export function createTrackingHub(deps: Pick<ServiceDeps, 'db' | 'log'> & { bus: EventBus }) {
  const floors = new Map<string, Floor>();

  async function refresh(tenantId: string, floor: Floor): Promise<void> {
    const announced = [...floor.changed].filter((id) => floor.orders.has(id));
    floor.changed.clear();
    const read = await inTenantTx(deps.db, tenantId, async (tx) => {
      const positions = positionsInQueue(await kitchenQueue(tx, tenantId));
      // An order that entered or left the queue changed itself, even if its notice is still on the
      // way: it is read now, so its diners never see a place without the change that caused it.
      const changed = [...floor.orders]
        .filter(([id, followed]) => positions.has(id) !== (followed.last.kitchenQueue !== null))
        .map(([id]) => id);
      const ids = [...new Set([...announced, ...changed])];
      const rows = await findOrders(tx, tenantId, ids);
      return { positions, rows, items: await itemsOf(tx, tenantId, ids) };
    }).catch((error: unknown) => {
      // The next notice reads them again; the diner's page also polls meanwhile.
      for (const id of announced) floor.changed.add(id);
      deps.log.warn({ err: error, tenantId }, 'order tracking: could not read the floor');
      return null;
    });
    if (!read) return;
    const fresh = new Map(read.rows.map((row) => [row.id, row]));
    for (const [orderId, followed] of floor.orders) {
      const kitchenQueue = read.positions.get(orderId) ?? null;
      const row = fresh.get(orderId);
      const next = row
        ? presentTrackingAt(row, read.items, kitchenQueue)
        : { ...followed.last, kitchenQueue };
      if (!row && kitchenQueue === followed.last.kitchenQueue) continue;
      if (row && JSON.stringify(next) === JSON.stringify(followed.last)) continue;
      followed.last = next;
      for (const listener of followed.listeners) listener(next);
    }
  }

  /** Reads for the floor now, or once more after the read under way. */
  function schedule(tenantId: string, floor: Floor): void {
    if (floor.reading) {
      floor.readAgain = true;
      return;
    }
    floor.reading = refresh(tenantId, floor).finally(() => {
      floor.reading = null;
      if (floor.readAgain && floors.get(tenantId) === floor) {
        floor.readAgain = false;
        schedule(tenantId, floor);
      }
    });
  }

  function floorOf(tenantId: string): Floor {
    const existing = floors.get(tenantId);
    if (existing) return existing;
    const floor: Floor = {
      orders: new Map(),
      changed: new Set(),
      reading: null,
      readAgain: false,
      unsubscribe: () => undefined,
    };
    floor.unsubscribe = deps.bus.subscribe(orderTrackingChannel(tenantId), (message) => {
      const parsed = notice.safeParse(message);
      if (!parsed.success) return;
      for (const id of parsed.data.orderIds) floor.changed.add(id);
      schedule(tenantId, floor);
    });
    floors.set(tenantId, floor);
    return floor;
  }

  /**
   * Follows one order for a stream that was sent `current` (read just before); every later change
   * of the order or of its place in the kitchen's queue goes to `onChange`. Returns the stop.
   */
  function follow(tenantId: string, orderId: string, current: OrderTracking, onChange: Listener): () => void {
    const floor = floorOf(tenantId);
    const followed = floor.orders.get(orderId) ?? { listeners: new Set<Listener>(), last: current };
    floor.orders.set(orderId, followed);
    followed.listeners.add(onChange);
    // A change between the stream's first read and now would otherwise wait for the next one.
    floor.changed.add(orderId);
    schedule(tenantId, floor);
    return () => {
      followed.listeners.delete(onChange);
      if (followed.listeners.size > 0) return;
      floor.orders.delete(orderId);
      if (floor.orders.size > 0) return;
      floor.unsubscribe();
      floors.delete(tenantId);
    };
  }

  /** Tells every instance's streams of the tenant that these orders changed (after the commit). */
  function announce(tenantId: string, orderIds: readonly string[]): void {
    if (orderIds.length > 0) deps.bus.publish(orderTrackingChannel(tenantId), { orderIds: [...orderIds] });
  }

  return { follow, announce };
}

export type TrackingHub = ReturnType<typeof createTrackingHub>;
