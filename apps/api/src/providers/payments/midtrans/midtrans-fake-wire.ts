import { z } from 'zod';
import { escapeHtml } from '../fake-http';
import {
  formatMidtransGrossAmount,
  midtransSignature,
  type MidtransFraudStatus,
  type MidtransTransactionStatus,
} from './midtrans-wire';

/* What the Midtrans fake reads and writes: request bodies, its transactions, notifications, pages. */

/** A merchant account the fake serves: its server key, and where its notifications go. */
export interface MidtransFakeAccount {
  serverKey: string;
  webhookUrl?: string | undefined;
}

export interface FakeTransaction {
  account: MidtransFakeAccount;
  orderId: string;
  grossAmount: number;
  /** Snap's token (its pay page); null for a Core API charge. */
  token: string | null;
  finishUrl: string | null;
  /** The request's X-Override-Notification: its notifications go there instead of the account's URL. */
  notificationUrl: string | null;
  paymentType: 'qris' | 'credit_card';
  qrString: string | null;
  transactionId: string;
  /** null until the payer picks a method on the pay page: GET status answers 404 till then, as Snap does. */
  transactionStatus: MidtransTransactionStatus | null;
  fraudStatus: MidtransFraudStatus | undefined;
  transactionTime: string;
}

const orderId = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9\-_~.]+$/);

const transactionDetails = z.object({ order_id: orderId, gross_amount: z.number().int().positive() });
const itemDetails = z
  .array(z.object({ price: z.number().int(), quantity: z.number().int().positive() }))
  .optional();

export const snapRequest = z.object({
  transaction_details: transactionDetails,
  item_details: itemDetails,
  enabled_payments: z.array(z.string()).optional(),
  callbacks: z.object({ finish: z.string().url() }).optional(),
});

export const chargeRequest = z.object({
  payment_type: z.string(),
  transaction_details: transactionDetails,
  item_details: itemDetails,
});

export function itemsMatch(
  grossAmount: number,
  items: { price: number; quantity: number }[] | undefined,
): boolean {
  return !items || items.reduce((sum, item) => sum + item.price * item.quantity, 0) === grossAmount;
}

/** The body status_code Midtrans pairs with each transaction status. */
const statusCodes: Record<MidtransTransactionStatus, string> = {
  pending: '201',
  authorize: '200',
  capture: '200',
  settlement: '200',
  deny: '202',
  cancel: '200',
  failure: '202',
  expire: '407',
  refund: '200',
  partial_refund: '200',
  chargeback: '200',
  partial_chargeback: '200',
};

export function midtransTime(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

/** The notification of the transaction at that status, signed with its account's server key. */
export function notificationBody(
  transaction: FakeTransaction,
  transactionStatus: MidtransTransactionStatus,
): Record<string, string> {
  const statusCode = statusCodes[transactionStatus];
  const grossAmount = formatMidtransGrossAmount(transaction.grossAmount);
  const body: Record<string, string> = {
    transaction_time: transaction.transactionTime,
    transaction_status: transactionStatus,
    transaction_id: transaction.transactionId,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: midtransSignature({
      orderId: transaction.orderId,
      statusCode,
      grossAmount,
      serverKey: transaction.account.serverKey,
    }),
    payment_type: transaction.paymentType,
    order_id: transaction.orderId,
    merchant_id: 'G000000001',
    gross_amount: grossAmount,
    currency: 'IDR',
  };
  if (transaction.fraudStatus) body.fraud_status = transaction.fraudStatus;
  return body;
}

/** The Core API's answer to a QRIS charge (integrations.md §2.3), for the fake's host. */
export function chargeAnswer(transaction: FakeTransaction, baseUrl: string) {
  return {
    status_code: '201',
    status_message: 'QRIS transaction is created',
    transaction_id: transaction.transactionId,
    order_id: transaction.orderId,
    merchant_id: 'G000000001',
    gross_amount: formatMidtransGrossAmount(transaction.grossAmount),
    currency: 'IDR',
    payment_type: 'qris',
    transaction_time: transaction.transactionTime,
    transaction_status: 'pending',
    fraud_status: 'accept',
    actions: [
      {
        name: 'generate-qr-code',
        method: 'GET',
        url: `${baseUrl}/v2/qris/${transaction.transactionId}/qr-code`,
      },
    ],
    qr_string: transaction.qrString,
    acquirer: 'gopay',
  };
}

/** The page a payer (or a developer, for a QRIS) pays the transaction on by hand. */
export function payPage(transaction: FakeTransaction): string {
  const qr = transaction.qrString ? `\n<p><code>${escapeHtml(transaction.qrString)}</code></p>` : '';
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Midtrans (fake)</title></head>
<body>
<h1>Midtrans (fake)</h1>
<p>Order ${escapeHtml(transaction.orderId)}: Rp ${transaction.grossAmount.toLocaleString('id-ID')}</p>${qr}
<form method="post"><button type="submit">Bayar</button></form>
</body></html>`;
}
