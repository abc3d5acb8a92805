import type { PosPayment, Shift } from '@meja/shared/contracts/pos';
import type { Order } from '@meja/shared/contracts/orders';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import type { QueueStatus } from './pos-db';

/* What the POS screens show: the server's shapes, or a local placeholder while the write waits in the queue. */

export const PENDING_SYNC = 'PENDING_SYNC';
export type PendingSync = typeof PENDING_SYNC;

/** Marks a local placeholder: its id is already the final id the server will keep. */
interface OfflineFlag {
  offline?: true;
}

export type PosOrderView = Omit<Order, 'status'> & { status: Order['status'] | PendingSync } & OfflineFlag;
export type PosPaymentView = Omit<PosPayment, 'status'> & {
  status: PosPayment['status'] | PendingSync;
} & OfflineFlag;
export type PosShiftView = Omit<Shift, 'status'> & { status: Shift['status'] | PendingSync } & OfflineFlag;

/** A sale still waiting in the queue, as a row of the last-10 table (SPEC §3 transaction row). */
export interface PosSaleView {
  /** The payment's id. */
  _id: string;
  orderId: string;
  time: string;
  total: number;
  /** Unknown when only the confirmation of a payment made online is waiting. */
  itemsCount: number | null;
  method: PaymentMethod;
  status: PendingSync;
  offline: true;
  /** Where the write is in the queue: waiting to be sent, being sent, or refused by the server. */
  queueStatus: QueueStatus;
}

export interface PosCashierView {
  _id: string;
  name: string;
  email: string;
}
