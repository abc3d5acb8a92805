import type { z } from 'zod';
import { standingAllowsWork, tenantStanding } from '@meja/shared/access';
import type { customerOrderCreate, Order, OrderTracking } from '@meja/shared/contracts/orders';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { isClosed } from '@meja/shared/order-status';
import { chatPhone } from '@meja/shared/phone';
import { v7 as uuidv7 } from 'uuid';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import { AppError, notFound, tooManyAttempts } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { ServiceDeps } from '../../platform/deps';
import { priceOrderLines, requestLine } from '../sales/order-pricing';
import { orderEvent, publishTenantEvent } from '../realtime/tenant-events';
import type { TenantRow } from '../../db/schema/platform';
import {
  findOrder,
  insertOrder,
  itemsOf,
  kitchenQueue,
  linkNotifyPhone,
  openOrdersAtTable,
  upsertWaLead,
} from './orders.repo';
import type { OrderRow } from '../../db/schema/orders';
import { presentOrder, presentOrderForDiner, presentTrackingAt } from './orders.presenter';
import { createTrackingHub } from './tracking-hub';

type CreateInput = z.output<typeof customerOrderCreate>;

/**
 * What makes two diner orders the same request (Idempotency-Key): the body without the defaults of
 * issue 20 (a line's empty note and options, dine-in), so an order queued offline before them replays as itself.
 */
function requestIdentity({ type, items, ...rest }: CreateInput) {
  return { ...rest, items: items.map(requestLine), ...(type === 'DINE_IN' ? {} : { type }) };
}

const MESSAGES = {
  notFound: 'Pesanan tidak ditemukan.',
} as const;

/** The order as the API answers it, with its lines (a payment's answer, the POS's). */
export async function presentStoredOrder(tx: Tx, row: OrderRow): Promise<Order> {
  return presentOrder(row, await itemsOf(tx, row.tenantId, [row.id]));
}

/** A new order and its lines stored, and the order as the API answers it (the POS's sale). */
export async function recordOrder(
  tx: Tx,
  values: Parameters<typeof insertOrder>[1],
  lines: Parameters<typeof insertOrder>[2],
): Promise<{ row: OrderRow; order: Order }> {
  const { row, items } = await insertOrder(tx, values, lines);
  return { row, order: presentOrder(row, items) };
}

/**
 * The order a diner's tracking link names (issue 20: their calls), by id and token; a wrong or
 * missing token is the same 404 as an unknown order.
 */
export async function trackedOrderRow(
  tx: Tx,
  tenantId: string,
  orderId: string,
  token: string,
): Promise<OrderRow> {
  const row = await findOrder(tx, tenantId, orderId);
  if (!row || !row.trackingTokenHash || row.trackingTokenHash !== hashToken(token))
    throw notFound(MESSAGES.notFound);
  return row;
}

export function createOrdersService(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'throttle' | 'log'> & {
    bus: EventBus;
    /** The platform's grace days: a restaurant in its grace days still takes orders. */
    graceDays: () => Promise<number>;
  },
) {
  /** An order as its diner sees it: lines, payment and its place in the kitchen queue. */
  async function track(tx: Tx, row: OrderRow): Promise<OrderTracking> {
    const queue = await kitchenQueue(tx, row.tenantId);
    const place = queue.indexOf(row.id);
    return presentTrackingAt(row, await itemsOf(tx, row.tenantId, [row.id]), place === -1 ? null : place + 1);
  }

  const tracking = createTrackingHub(deps);

  /** Tells open tracking screens (SSE) that these orders changed; the bus carries only the ids. */
  function announce(tenantId: string, orderIds: readonly string[]) {
    tracking.announce(tenantId, orderIds);
  }

  /** Tells the tenant's staff screens (GET /events) what changed; they refetch. */
  function notifyStaff(tenantId: string, event: TenantEvent) {
    publishTenantEvent(deps.bus, tenantId, event);
  }

  /**
   * A diner's order: every line priced from the database (client prices are never read), inactive
   * or foreign items refused, totals by the tenant's tax rule, replayable with an Idempotency-Key.
   */
  async function createCustomerOrder(
    tenant: TenantRow,
    input: CreateInput,
    request: { ip: string; idempotency: IdempotentRequest },
  ) {
    if (!standingAllowsWork(tenantStanding(tenant, deps.now(), await deps.graceDays()))) {
      throw new AppError('ORDER_NOT_ACCEPTING');
    }
    const wait = await deps.throttle.orderWait(request.ip, tenant.id, input.table);
    if (wait > 0) throw tooManyAttempts(wait, 'pesanan dari meja atau jaringan ini');

    // Set inside the transaction; a holder object, so the checker sees it may change there.
    const created: { row: OrderRow | null } = { row: null };
    const result = await withIdempotency(
      deps.db,
      { tenantId: tenant.id, request: request.idempotency, body: requestIdentity(input), now: deps.now },
      async (tx) => {
        const { lines, charges } = await priceOrderLines(tx, tenant, input.items, {
          now: deps.now(),
          check: true,
        });
        const token = newSecretToken();
        const { row, items } = await insertOrder(
          tx,
          {
            tenantId: tenant.id,
            id: input._id ?? uuidv7(),
            tableNumber: input.table.toUpperCase(),
            note: input.note,
            source: 'CUSTOMER',
            orderType: input.type,
            ...charges,
            trackingTokenHash: hashToken(token),
          },
          lines,
        );
        created.row = row;
        const body = { order: presentOrder(row, items), token };
        return { status: 201, body };
      },
    ).catch((error: unknown) => {
      // Named here, not in the work: withIdempotency first retries a clash that is a replay.
      if (uniqueViolationConstraint(error) !== null) throw new AppError('ORDER_ID_TAKEN');
      throw error;
    });
    if (created.row && !result.replayed) {
      announce(tenant.id, [created.row.id]);
      notifyStaff(tenant.id, orderEvent(created.row, 'created'));
    }
    return result;
  }

  /** By id and token; a wrong or missing token is the same 404 as an unknown order. */
  async function trackOrder(tenant: TenantRow, orderId: string, token: string): Promise<OrderTracking> {
    return inTenantTx(deps.db, tenant.id, async (tx) => {
      return track(tx, await trackedOrderRow(tx, tenant.id, orderId, token));
    });
  }

  /** The newest open order of a table, for tracking by table number. */
  async function activeByTable(tenant: TenantRow, table: string) {
    return inTenantTx(deps.db, tenant.id, async (tx) => {
      const [latest] = (await openOrdersAtTable(tx, tenant.id, table.trim())).filter((o) => !isClosed(o));
      if (!latest) return { order: null, paymentStatus: 'NONE' as const, kitchenQueue: null };
      return track(tx, latest);
    });
  }

  /** Every open order of a table (SPEC §2: the table's other not-yet-closed orders). */
  async function byTable(tenant: TenantRow, table: string) {
    return inTenantTx(deps.db, tenant.id, async (tx) => {
      const rows = await openOrdersAtTable(tx, tenant.id, table.trim());
      const items = await itemsOf(
        tx,
        tenant.id,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((row) => ({
          order: presentOrderForDiner(row, items),
          paymentStatus: row.paymentStatus,
        })),
      };
    });
  }

  /**
   * A diner's WhatsApp consent (the banner's text, as shown now). From an order's tracking page
   * (its id and token) the number is also linked to that order, for 'Pesanan Anda siap' (issue 18),
   * in the same transaction. A pair that does not hold links nothing and still records the consent,
   * which is real: the answer is the same either way, so it tells nobody whether an order exists.
   */
  async function waOptin(
    tenant: TenantRow,
    input: { phone: string; source: string; orderId?: string | undefined; token?: string | undefined },
  ) {
    // A consent is to the text the banner shows: with the banner off there is none to agree to.
    if (!tenant.waOptinEnabled) throw new AppError('OPTIN_CLOSED');
    const phone = chatPhone(input.phone);
    if (phone.length < 8 || phone.length > 15) {
      throw new AppError('VALIDATION', 'Nomor WhatsApp tidak valid.', {
        fields: { phone: 'Nomor WhatsApp tidak valid.' },
      });
    }
    const { orderId, token } = input;
    await inTenantTx(deps.db, tenant.id, async (tx) => {
      await upsertWaLead(
        tx,
        { tenantId: tenant.id, phone, source: input.source, consentText: tenant.waOptinText },
        deps.now(),
      );
      if (orderId && token) {
        await linkNotifyPhone(tx, tenant.id, { orderId, trackingTokenHash: hashToken(token), phone });
      }
    });
  }

  /**
   * The live view of one order for its SSE stream, after the same check as trackOrder (`current` is
   * what it answered): every later change of the order or of its place in the kitchen's queue.
   */
  function watch(
    tenant: TenantRow,
    current: OrderTracking,
    onChange: (tracking: OrderTracking) => void,
  ): () => void {
    return tracking.follow(tenant.id, current.order._id, current, onChange);
  }

  return { createCustomerOrder, trackOrder, activeByTable, byTable, waOptin, watch, announce, notifyStaff };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
