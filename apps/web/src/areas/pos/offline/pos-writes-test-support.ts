import { COUNTER_PLACE, type PosSale } from '@meja/shared/pos-cart';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PosMenu } from '@meja/shared/contracts/pos';
import {
  createActionQueue,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './action-queue';
import { createPosWrites } from './create-pos-writes';
import { openFakePosDb } from './offline-test-support';

/* The POS writes' tests (create-pos-writes.test.ts, pos-gateway-writes.test.ts): a menu, a cart and
 * a scripted network. Never imported by the app. */

export const SLUG = 'warung-demo';
export const STATIC_QRIS =
  '00020101021126700020ID.CO.BANKCONTOH.WWW011993600999000000123450212MID0000123450303UMI51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI5204581253033605802ID5922WARUNG MAKAN SEDERHANA6007JAKARTA61051219062110707KASIR0163043BB2';
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function menuItem(id: string, name: string, price: number, effectivePrice = price): PublicMenuItem {
  return {
    _id: id,
    description: '',
    name,
    price,
    effectivePrice,
    discountPercent: null,
    discountFixed: null,
    imageUrl: '',
    category: 'UTAMA',
    isSpecialToday: false,
    isFavorite: false,
    soldOut: false,
    optionGroups: [],
  };
}

export const NASI = '0190a000-0000-7000-8000-000000000001';
export const TEH = '0190a000-0000-7000-8000-000000000002';
export const menu: PosMenu = {
  items: [menuItem(NASI, 'NASI GORENG', 25_000, 20_000), menuItem(TEH, 'ES TEH', 5_000)],
  taxPercent: 11,
  serviceChargePercent: 0,
  taxType: 'PPN',
  discountLimitPercent: 10,
  qrisStaticPayload: STATIC_QRIS,
};
export const cartLines = [
  { menuItemId: NASI, name: 'NASI GORENG', price: 25_000, qty: 2, note: 'tanpa bawang' },
  { menuItemId: TEH, name: 'ES TEH', price: 5_000, qty: 1 },
];

/** The sale of `cartLines`, eaten at the counter. */
export const cart: PosSale = { lines: cartLines, place: COUNTER_PLACE };

export type Reply = TransportResponse | 'drop' | ((request: TransportRequest) => TransportResponse);

/** A network the test scripts: each request takes the next reply (default 201 with the request's body). */
export function setup(options: { online?: boolean; replies?: Reply[]; plan?: 'POS_ONLY' | 'PRO' } = {}) {
  const { db } = openFakePosDb();
  const sent: TransportRequest[] = [];
  const replies = [...(options.replies ?? [])];
  const transport: Transport = async (request) => {
    sent.push(request);
    const reply = replies.shift() ?? { status: 201, body: {} };
    if (reply === 'drop') throw new DOMException('The operation was aborted.', 'AbortError');
    return typeof reply === 'function' ? reply(request) : reply;
  };
  const state = { online: options.online ?? true };
  const queue = createActionQueue({ db, transport, sleep: async () => undefined });
  const writes = createPosWrites({
    db,
    queue,
    transport,
    isOnline: () => state.online,
    planOf: () => options.plan ?? 'POS_ONLY',
    now: () => Date.UTC(2026, 0, 5, 3, 0),
  });
  return { db, queue, writes, sent, state };
}

export const serverOrder = (id: string) => ({
  _id: id,
  table: 'POS',
  status: 'PENDING',
  confirmed: true,
  ready: false,
  total: 45_000,
  tax: 4_950,
  grandTotal: 49_950,
  taxPercent: 11,
  createdAt: '2026-01-05T03:00:00.000Z',
  items: [],
  note: '',
  priority: null,
  paymentStatus: 'NONE',
  source: 'POS',
  confirmedAt: '2026-01-05T03:00:00.000Z',
  readyAt: null,
});

export function bodyOf(request: TransportRequest | undefined): Record<string, unknown> {
  const body = request?.body;
  if (typeof body !== 'object' || body === null) throw new Error('no JSON body');
  return Object.fromEntries(Object.entries(body));
}
