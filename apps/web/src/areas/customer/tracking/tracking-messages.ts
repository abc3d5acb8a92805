import { TABLE_REQUIRED } from '@meja/shared/contracts/orders';
import { TABLE_MESSAGES } from '@meja/shared/contracts/tables';
import {
  CUSTOMER_KITCHEN_TEXTS,
  CUSTOMER_LIST_TEXTS,
  PAYMENT_STATUS_LABELS,
} from '@meja/shared/order-status';
import { count, params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** SPEC §2 order tracking /{slug}/order-track[/{orderId}]. */
export const trackingMessages = i18n('diner/tracking', {
  title: 'Order Tracking',
  titleWithTable: params('Order Tracking — Meja: {table}'),
  titleTakeaway: params('Order Tracking — Bawa pulang: {name}'),
  refreshing: 'Menyegarkan…',
  loading: 'Memuat status pesanan...',
  noActiveOrder: 'Tidak ada pesanan aktif.',
  backToMenu: '← Kembali ke menu',
  changeTable: 'Ganti meja',
  enterTable: 'Masukkan Nomor Meja',
  tablePlaceholder: 'A1',
  tableRequired: `${TABLE_REQUIRED}.`,
  viewOrders: 'Lihat Pesanan',
});

/** One order's detail and the table's other orders. */
export const orderMessages = i18n('diner/order', {
  heading: params('Pesanan #{id} · {time}'),
  table: params('Meja {table}'),
  takeaway: params('Bawa pulang · {name}'),
  kitchenStatus: 'Status dapur',
  payment: 'Pembayaran',
  queueNumber: 'Nomor antrian',
  noteLabel: 'Keterangan:',
  otherOrders: 'Pesanan lain di meja ini',
  columnId: 'ID',
  columnStatus: 'Status · Pembayaran',
  columnTime: 'Waktu',
  columnTotal: 'Total',
  kitchenCancelled: CUSTOMER_KITCHEN_TEXTS.cancelled,
  kitchenReady: CUSTOMER_KITCHEN_TEXTS.ready,
  kitchenCooking: CUSTOMER_KITCHEN_TEXTS.cooking,
  kitchenWaiting: CUSTOMER_KITCHEN_TEXTS.waiting,
  listPaid: CUSTOMER_LIST_TEXTS.paid,
  listCancelled: CUSTOMER_LIST_TEXTS.cancelled,
  listProcessing: CUSTOMER_LIST_TEXTS.processing,
  listWaiting: CUSTOMER_LIST_TEXTS.waiting,
  paymentNone: PAYMENT_STATUS_LABELS.NONE,
  paymentPending: PAYMENT_STATUS_LABELS.PENDING,
  paymentCompleted: PAYMENT_STATUS_LABELS.COMPLETED,
  paymentFailed: PAYMENT_STATUS_LABELS.FAILED,
  /** Issue 20: a discount with its reason, and the rupiah it took off. */
  discount: params('Diskon ({reason})'),
  discountAmount: params('−{amount}'),
});
export type OrderTexts = ReturnType<typeof orderMessages.get>;

/** 'Panggil pelayan' and 'Minta bill' under a table's open order (issue 20). */
export const callMessages = i18n('diner/calls', {
  heading: 'Butuh sesuatu?',
  callWaiter: 'Panggil pelayan',
  askBill: 'Minta bill',
  sending: 'Mengirim…',
  waiterCalled: 'Pelayan sudah dipanggil.',
  billAsked: 'Permintaan bill terkirim.',
  /** The server's wait (429) in seconds, counting down: its own words (table-call.test.ts). */
  wait: count({ other: 'Permintaan baru saja dijawab. Coba lagi dalam {count} detik.' }),
  closed: TABLE_MESSAGES.callNotOpen,
  failed: 'Gagal mengirim. Coba lagi.',
});
