import type { FastifyInstance } from 'fastify';
import { IDBFactory } from 'fake-indexeddb';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { quickCashOptions } from '@meja/shared/cash';
import { shiftResponse, type PosMenu, type ShiftClose } from '@meja/shared/contracts/pos';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { COUNTER_PLACE, type PosCartLine, type PosOrderPlace } from '@meja/shared/pos-cart';
import type {
  PosOrderView,
  PosPaymentView,
  PosShiftView,
} from '../../../web/src/areas/pos/offline/pos-views';
import { faultNetwork, type FaultNetwork } from './fault-network';
import { noFaults, type FaultStats } from './fault-stats';
import { openTab, replayHeaderLog, type ReplayHeaderLog } from './pos-tab';
import { seededRandom } from './seeded-random';
import { originLocks } from './tab-locks';
import { chaos, drain, type Till } from './till-events';
import { virtualClock } from './virtual-clock';

/** A sale as the cashier saw it: the order and the payment the screen got back (server's or local). */
export interface MadeSale {
  lines: PosCartLine[];
  order: PosOrderView;
  payment: PosPaymentView;
  method: PaymentMethod;
  /** CASH: what the cashier typed or tapped as received (null when left empty, and for other methods). */
  cashReceived: number | null;
}

/**
 * The shift closed from another device of the same cashier while this one still had sales queued:
 * the queue's replays of them must be recorded all the same (without a shift), never refused.
 */
export interface ClosedElsewhere {
  /**
   * The payments the server had just before and just after the close (the queue may be replaying
   * meanwhile): those before carry the shift, those made after it carry none.
   */
  paymentIdsBefore: Set<string>;
  paymentIdsAfter: Set<string>;
}

/** Everything the cashier did in one history; the checks compare the database with it. */
export interface MadeHistory {
  openedShift: PosShiftView | null;
  closedShift: PosShiftView | null;
  openingCash: number;
  closingCash: number;
  /** The card terminal's and the QRIS app's totals the cashier entered at close, if any. */
  closingCard: number | null;
  closingQris: number | null;
  closedElsewhere: ClosedElsewhere | null;
  sales: MadeSale[];
  menuItems: PublicMenuItem[];
  /** Writes the screen refused (any is an anomaly: nothing here should be refused). */
  refusals: string[];
  /** Queue items left after the final drain. */
  leftInQueue: number;
  replayHeader: ReplayHeaderLog;
}

export interface HistoryResult {
  made: MadeHistory;
  faults: FaultStats;
  network: FaultNetwork;
  /** Writes the cashier made, and how many of them were queued (answered with a local placeholder). */
  writes: number;
  offlineWrites: number;
}

/**
 * One cashier's session under a seeded storm of faults (till-events.ts, fault-network.ts): open a
 * shift, sell 1–4 orders (CASH; QRIS and CARD then confirmed), quick-add a menu item and sell it,
 * close the shift; then the network comes back for good and the queue drains.
 */
export async function runCashierHistory(options: {
  app: FastifyInstance;
  tenantSlug: string;
  token: string;
  seed: number;
}): Promise<HistoryResult> {
  const slug = options.tenantSlug;
  const random = seededRandom(options.seed);
  // How each sale leaves (issue 20) is drawn from a stream of its own, so the histories of the
  // faults and writes stay the ones of every seed before it.
  const places = seededRandom(options.seed ^ 0x7a4e);
  const faults = noFaults();
  const network = faultNetwork({ app: options.app, token: options.token, random, stats: faults });
  const origin = {
    indexedDB: new IDBFactory(),
    locks: random.chance(0.75) ? originLocks() : null,
    network,
    clock: virtualClock(),
    replayHeader: replayHeaderLog(),
  };
  const till: Till = { origin, tab: openTab(origin), faults, random };
  const made: MadeHistory = {
    openedShift: null,
    closedShift: null,
    openingCash: random.int(0, 50) * 10_000,
    closingCash: 0,
    closingCard: null,
    closingQris: null,
    closedElsewhere: null,
    sales: [],
    menuItems: [],
    refusals: [],
    leftInQueue: 0,
    replayHeader: origin.replayHeader,
  };
  const counts = { writes: 0, offlineWrites: 0 };

  /** A tap on a write button: the result the screen shows, or the refusal it shows. */
  async function write<T extends { offline: boolean }>(label: string, action: () => Promise<T>) {
    counts.writes += 1;
    try {
      const result = await action();
      if (result.offline) counts.offlineWrites += 1;
      return result;
    } catch (error) {
      made.refusals.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  async function sell(menu: PosMenu, mustInclude: PublicMenuItem | undefined): Promise<void> {
    const chosen = new Map<string, PublicMenuItem>();
    if (mustInclude) chosen.set(mustInclude._id, mustInclude);
    const wanted = random.int(1, 3);
    while (chosen.size < Math.min(wanted, menu.items.length)) {
      const item = random.pick(menu.items);
      chosen.set(item._id, item);
    }
    const lines = [...chosen.values()].map((item) => ({
      menuItemId: item._id,
      name: item.name,
      price: item.effectivePrice,
      qty: random.int(1, 3),
    }));
    // Some sales are takeaways (issue 20), with or without a name: replayed as they were made.
    const place: PosOrderPlace =
      places.int(1, 3) === 1
        ? { type: 'TAKEAWAY', pickupName: places.pick(['', 'Budi', '17']) }
        : COUNTER_PLACE;
    const created = await write('order', () => till.tab.writes.createPosOrder(slug, { lines, place }, menu));
    if (!created) return;
    await chaos(till);
    const method = random.pick(['CASH', 'QRIS', 'CARD'] as const);
    const { order } = created;
    // Cash: mostly a quick button ('Uang pas', a round amount), sometimes nothing entered.
    const cashReceived =
      method === 'CASH' && random.chance(0.8) ? random.pick(quickCashOptions(order.grandTotal)).amount : null;
    const paid = await write('pay', () =>
      till.tab.writes.createPayIntent(slug, {
        order,
        method,
        qrisStaticPayload: menu.qrisStaticPayload,
        ...(cashReceived !== null && { cashReceived }),
      }),
    );
    if (!paid) return;
    let payment = paid.payment;
    if (method !== 'CASH') {
      await chaos(till);
      const confirmed = await write('confirm', () => till.tab.writes.confirmPayment(slug, paid.payment));
      if (!confirmed) return;
      payment = confirmed.payment;
    }
    made.sales.push({ lines, order, payment, method, cashReceived });
  }

  // The cashier logged in online: the menu is cached before anything goes wrong.
  network.setFaulty(false);
  let menu = (await till.tab.writes.loadPosMenu(slug)).menu;
  network.setFaulty(true);

  await chaos(till);
  made.openedShift =
    (await write('open shift', () => till.tab.writes.openShift(slug, made.openingCash)))?.shift ?? null;

  const saleCount = random.int(1, 4);
  const quickAddBefore = random.chance(0.85) ? random.int(0, saleCount - 1) : -1;
  for (let index = 0; index < saleCount; index += 1) {
    await chaos(till);
    let added: PublicMenuItem | undefined;
    if (index === quickAddBefore) {
      const body = {
        name: `Menu Kilat ${options.seed}`,
        price: random.int(1, 40) * 1000,
        category: 'Spesial',
      };
      added = (await write('quick-add', () => till.tab.writes.quickAddMenuItem(slug, body)))?.item;
      if (added) made.menuItems.push(added);
      await chaos(till);
      // Offline, the menu comes from the cache plus the item just added.
      menu = (await till.tab.writes.loadPosMenu(slug).catch(() => ({ menu }))).menu;
    }
    await sell(menu, added);
  }

  await chaos(till);
  made.closingCash = Math.max(0, made.openingCash + random.int(-5, 40) * 5000);
  made.closingCard = random.chance(0.5) ? random.int(0, 20) * 5000 : null;
  made.closingQris = random.chance(0.5) ? random.int(0, 20) * 5000 : null;
  const counted = {
    closingCash: made.closingCash,
    ...(made.closingCard !== null && { closingCard: made.closingCard }),
    ...(made.closingQris !== null && { closingQris: made.closingQris }),
  };
  const elsewhere = random.chance(0.2) ? await closeElsewhere(options, counted, till) : null;
  if (elsewhere) {
    made.closedElsewhere = elsewhere.closed;
    made.closedShift = elsewhere.shift;
  } else {
    made.closedShift =
      (await write('close shift', () => till.tab.writes.closeShift(slug, counted)))?.shift ?? null;
  }

  made.leftInQueue = await drain(till);
  return { made, faults, network, ...counts };
}

/**
 * The same cashier closes the shift on another device (online, straight to the server) while this
 * device still has writes queued, if the server has the shift open by then; else null (the cashier
 * closes here). What the server held at that moment decides which payments belong to the shift.
 */
async function closeElsewhere(
  options: { app: FastifyInstance; tenantSlug: string; token: string },
  counted: ShiftClose,
  till: Till,
): Promise<{ closed: ClosedElsewhere; shift: PosShiftView } | null> {
  if ((await till.tab.queue.counts()).total === 0) return null;
  const headers = { authorization: `Bearer ${options.token}`, 'x-tenant-slug': options.tenantSlug };
  const current = await options.app.inject({ method: 'GET', url: '/api/v1/pos/pos/shifts/current', headers });
  if (current.json<{ shift: unknown }>().shift === null) return null;
  const paymentIdsBefore = new Set(await paymentIdsOf(options));
  const response = await options.app.inject({
    method: 'POST',
    url: '/api/v1/pos/pos/shifts/close',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(counted),
  });
  if (response.statusCode !== 200)
    throw new Error(`close elsewhere: ${response.statusCode} ${response.body}`);
  const paymentIdsAfter = new Set(await paymentIdsOf(options));
  return {
    closed: { paymentIdsBefore, paymentIdsAfter },
    shift: shiftResponse.parse(response.json()).shift,
  };
}

async function paymentIdsOf(options: { app: FastifyInstance; tenantSlug: string; token: string }) {
  const response = await options.app.inject({
    method: 'GET',
    url: `/api/v1/tenant/${options.tenantSlug}/payments`,
    headers: { authorization: `Bearer ${options.token}` },
  });
  return response.json<{ items: { _id: string }[] }>().items.map((payment) => payment._id);
}
