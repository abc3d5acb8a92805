import { z } from 'zod';
import { TAX_TYPES } from '@meja/shared/charges';
import { orderLineOption } from '@meja/shared/contracts/menu-options';
import type { LineOption } from '@meja/shared/menu-options';
import { ORDER_SOURCES, ORDER_TYPES, orderDiscount } from '@meja/shared/contracts/orders';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@meja/shared/order-status';
import type { OrderRow, StoredDiscount } from '../../db/schema/orders';
import {
  hotBoolean,
  hotBooleanOrNull,
  hotDate,
  hotDateOrNull,
  hotNumber,
  hotOneOf,
  hotString,
  hotStringOrNull,
  type HotRow,
} from '../../platform/hot-sql';

/*
 * An order row in hot statements (issue 19), shared by the sales repo (the order lock and flag
 * update) and the orders repo (a new order): here, not in db/schema, because db/ may not import
 * platform/hot-sql, and not in the orders repo, a layer above sales.
 */

/** Every column of `orders`, as orderRowOf reads them. */
export const ORDER_COLUMNS = `tenant_id, id, table_number, note, status, confirmed, ready, priority, payment_status,
  source, order_type, subtotal, service_charge, tax, total, tax_percent, service_charge_percent, tax_type, tracking_token_hash, confirmed_at, ready_at, notify_phone,
  ready_notified_at, split_id, discount, discounts::text as discounts, created_at, updated_at`;

/** An order row as a hot statement returns it (ORDER_COLUMNS), typed as drizzle reads it. */
export function orderRowOf(row: HotRow): OrderRow {
  return {
    tenantId: hotString(row, 'tenant_id'),
    id: hotString(row, 'id'),
    tableNumber: hotString(row, 'table_number'),
    note: hotString(row, 'note'),
    status: hotOneOf(row, 'status', ORDER_STATUSES),
    confirmed: hotBoolean(row, 'confirmed'),
    ready: hotBoolean(row, 'ready'),
    priority: hotBooleanOrNull(row, 'priority'),
    paymentStatus: hotOneOf(row, 'payment_status', PAYMENT_STATUSES),
    source: hotOneOf(row, 'source', ORDER_SOURCES),
    orderType: hotOneOf(row, 'order_type', ORDER_TYPES),
    subtotal: hotNumber(row, 'subtotal'),
    serviceCharge: hotNumber(row, 'service_charge'),
    tax: hotNumber(row, 'tax'),
    total: hotNumber(row, 'total'),
    taxPercent: hotNumber(row, 'tax_percent'),
    serviceChargePercent: hotNumber(row, 'service_charge_percent'),
    taxType: hotOneOf(row, 'tax_type', TAX_TYPES),
    trackingTokenHash: hotStringOrNull(row, 'tracking_token_hash'),
    confirmedAt: hotDateOrNull(row, 'confirmed_at'),
    readyAt: hotDateOrNull(row, 'ready_at'),
    notifyPhone: hotStringOrNull(row, 'notify_phone'),
    readyNotifiedAt: hotDateOrNull(row, 'ready_notified_at'),
    splitId: hotStringOrNull(row, 'split_id'),
    discount: hotNumber(row, 'discount'),
    discounts: storedDiscounts(hotString(row, 'discounts')),
    createdAt: hotDate(row, 'created_at'),
    updatedAt: hotDate(row, 'updated_at'),
  };
}

const lineOptionList = z.array(orderLineOption);

/** An order line's options as `options::text` reads them: the copy the line was priced with. */
export function storedLineOptions(text: string): LineOption[] {
  return text === '[]' ? [] : lineOptionList.parse(JSON.parse(text));
}

const storedDiscountList = z.array(
  orderDiscount.extend({ byId: z.string().nullable(), approvedById: z.string().nullable(), at: z.string() }),
);

/** An order's discounts as `discounts::text` reads them (issue 20); most orders have none. */
export function storedDiscounts(text: string): StoredDiscount[] {
  return text === '[]' ? [] : storedDiscountList.parse(JSON.parse(text));
}
