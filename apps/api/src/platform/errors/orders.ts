import { VOID_REASON_MESSAGES } from '@meja/shared/contracts/orders';
import { POS_MESSAGES } from '@meja/shared/contracts/pos';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { SPLIT_MESSAGES } from '@meja/shared/bill-split';
import { DEFAULT_DISCOUNT_LIMIT_PERCENT, DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { STOCK_MESSAGES } from '@meja/shared/stock-rules';
import { TABLE_MESSAGES } from '@meja/shared/contracts/tables';
import type { ErrorArea } from './entry';

/** Orders, payments (cash, QRIS and the restaurant's own gateway), the POS and its shifts. */
export const ORDER_ERRORS = {
  ITEM_UNAVAILABLE: {
    status: 400,
    message: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
    meaning: 'An ordered dish is unknown, deleted or switched off: the cart is out of date.',
  },
  OPTION_CHOICE_INVALID: {
    status: 400,
    message: 'Pilihan menu tidak sesuai. Pilih ulang.',
    meaning:
      "A line's options do not fit its dish: a required group left empty, too many in a group, or an option that is gone. The message names the dish and the group.",
  },
  NOTHING_DUE: {
    status: 400,
    message: 'Total pembayaran harus lebih dari 0.',
    meaning: 'A payment of orders that have nothing left to pay.',
  },
  DISCOUNT_INVALID: {
    status: 400,
    message: DISCOUNT_MESSAGES.tooLarge,
    meaning:
      "An order's discounts do not fit it: a line that is not on the order, two discounts on one line (or on the bill), or more off than the price. The message says which.",
  },
  SPLIT_INVALID: {
    status: 400,
    message: SPLIT_MESSAGES.lineLeft,
    meaning:
      "A split bill's parts do not fit its orders: a part without dishes, a dish that is not on the bill, or a dish's units left out or given twice. The message says which.",
  },

  ORDER_NOT_ACCEPTING: {
    status: 403,
    message: 'Restoran sedang tidak menerima pesanan.',
    meaning: 'The restaurant does not take diner orders now (switched off, blocked or closed).',
  },
  VOID_REASON_REQUIRED: {
    status: 400,
    message: VOID_REASON_MESSAGES.required,
    meaning: 'Cancelling a paid order (a void) without a reason: who voided it and why are kept.',
  },
  VOID_NEEDS_ADMIN: {
    status: 403,
    message: ORDER_TRANSITION_MESSAGES.voidNeedsAdmin,
    meaning: 'Cancelling a paid order (a void) needs the restaurant admin.',
  },

  SOLD_OUT: {
    status: 409,
    message: STOCK_MESSAGES.dishSoldOut('menu ini'),
    meaning:
      'A dish is sold out (by hand today, or its recipe lacks stock under the BLOCK policy); `dishes` names them.',
  },
  SHIFT_REQUIRED: {
    status: 409,
    message: POS_MESSAGES.shiftRequired,
    meaning: 'Selling at the POS needs an open shift.',
  },
  SHIFT_ALREADY_OPEN: {
    status: 409,
    message: POS_MESSAGES.shiftAlreadyOpen,
    meaning: 'The cashier already has an open shift.',
  },
  SHIFT_NOT_OPEN: {
    status: 409,
    message: POS_MESSAGES.noOpenShift,
    meaning: 'Closing a shift when none is open.',
  },
  ORDER_NOT_PENDING: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.confirmNotPending,
    meaning: 'Confirming (or unconfirming) an order that is no longer PENDING.',
  },
  ORDER_CLOSED: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.backToPending,
    meaning: 'Bringing a PAID or CANCELLED order back to PENDING.',
  },
  ORDER_CANCELLED: {
    status: 409,
    message: PAYMENT_MESSAGES.cancelled,
    meaning: 'Paying or closing a cancelled order.',
  },
  ORDER_CLOSE_UNCONFIRMED: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.closeUnconfirmed,
    meaning: 'Closing (PAID) an order while asking it to be unconfirmed.',
  },
  ORDER_NOT_IN_KITCHEN: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.readyNotInKitchen,
    meaning: 'Marking READY an order that is not confirmed or is cancelled.',
  },
  ORDER_ALREADY_PAID: {
    status: 409,
    message: PAYMENT_MESSAGES.alreadyPaid,
    meaning: 'Paying an order that already has a completed payment.',
  },
  BILL_SPLIT_OPEN: {
    status: 409,
    message: SPLIT_MESSAGES.splitOpen,
    meaning:
      'The order is being paid in parts (an open split bill): it cannot be paid whole, closed, cancelled or split again until the split is paid or cancelled.',
  },
  TABLE_NAME_TAKEN: {
    status: 409,
    message: TABLE_MESSAGES.taken,
    meaning: 'Renaming a table to the name another table of the restaurant has.',
  },
  TABLE_EMPTY: {
    status: 409,
    message: TABLE_MESSAGES.nothingToMove,
    meaning: 'Merging a table that has no open order into another.',
  },
  ORDER_NOT_OPEN: {
    status: 409,
    message: TABLE_MESSAGES.orderNotOpen,
    meaning: 'Moving an order that is closed (paid, served) or cancelled to another table.',
  },
  CALL_NOT_OPEN: {
    status: 409,
    message: TABLE_MESSAGES.callNotOpen,
    meaning: "A diner's call from the tracking page of an order that is closed or cancelled.",
  },
  SPLIT_PART_PAID: {
    status: 409,
    message: SPLIT_MESSAGES.partPaid,
    meaning: 'Paying a part of a split bill that is already paid.',
  },
  SPLIT_PARTLY_PAID: {
    status: 409,
    message: SPLIT_MESSAGES.partlyPaid,
    meaning: 'Cancelling a split bill after one of its parts was paid.',
  },
  DISCOUNT_PIN_REQUIRED: {
    status: 403,
    message: DISCOUNT_MESSAGES.pinRequired(DEFAULT_DISCOUNT_LIMIT_PERCENT),
    meaning:
      "A cashier's discounts take more of the dishes than the restaurant's limit: an admin's PIN must come with them (the message names the limit).",
  },
  DISCOUNT_PIN_WRONG: {
    status: 403,
    message: DISCOUNT_MESSAGES.pinWrong,
    meaning:
      "The PIN sent with a cashier's discount is no admin's PIN (wrong PINs are counted: RATE_LIMITED).",
  },
  DISCOUNT_PIN_NOT_SET: {
    status: 409,
    message: DISCOUNT_MESSAGES.pinNotSet,
    meaning: 'A discount above the limit needs an admin PIN, but no admin of the restaurant has set one.',
  },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    message: SPLIT_MESSAGES.awaitingPayment,
    meaning: 'Splitting an order that waits for a QRIS or card payment already started for it.',
  },
  PAYMENT_NOT_PENDING: {
    status: 409,
    message: 'Pembayaran ini tidak menunggu konfirmasi lagi.',
    meaning: 'Confirming or failing a payment that is no longer PENDING.',
  },
  QRIS_NOT_CONFIGURED: {
    status: 409,
    message: POS_MESSAGES.qrisNotConfigured,
    meaning: 'A QRIS payment while the restaurant has no static QRIS code saved.',
  },
  PAYMENT_AWAITS_GATEWAY: {
    status: 409,
    message: 'Pembayaran belum diterima oleh gateway. Tunggu pelanggan menyelesaikan pembayaran.',
    meaning:
      "Confirming a payment that goes through the restaurant's gateway while the gateway does not say it is paid.",
  },
  GATEWAY_NEEDS_NETWORK: {
    status: 409,
    message: 'Pembayaran lewat gateway memerlukan koneksi internet. Pilih tunai, atau coba lagi saat online.',
    meaning: 'A gateway payment replayed from the offline queue: it needs the gateway, live, at the counter.',
  },
  ORDER_ID_TAKEN: {
    status: 409,
    message: 'Pesanan dengan id ini sudah ada.',
    meaning: 'A client-made order id that another order already has.',
  },
  PAYMENT_ID_TAKEN: {
    status: 409,
    message: 'Pembayaran dengan id ini sudah ada.',
    meaning: 'A client-made payment id that another payment already has.',
  },
  SHIFT_ID_TAKEN: {
    status: 409,
    message: 'Shift dengan id ini sudah ada.',
    meaning: 'A client-made shift id that another shift already has.',
  },

  PAYMENT_GATEWAY_FAILED: {
    status: 503,
    message: 'Gateway pembayaran tidak dapat dihubungi. Coba lagi, atau pilih metode lain.',
    meaning: "The restaurant's gateway refused or did not answer while a card link or QRIS was made.",
  },
} as const satisfies ErrorArea;
