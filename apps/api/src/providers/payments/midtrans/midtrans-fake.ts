import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  formatMidtransGrossAmount,
  midtransBasicAuth,
  midtransSignature,
  midtransTransactionStatuses,
  type MidtransFraudStatus,
  type MidtransTransactionStatus,
} from './midtrans-wire';
import { readBody, sendJson } from '../fake-http';

/*
 * A local Midtrans (reference/integrations.md §2.6): Snap create transaction, GET status, the hosted
 * pay page Snap's redirect_url points at, and signed HTTP notifications to `webhookUrl`. It keeps
 * one transaction per order so GET status agrees with the last notification sent.
 */

interface FakeTransaction {
  orderId: string;
  grossAmount: number;
  token: string;
  finishUrl: string | null;
  transactionId: string;
  /** null until the payer picks a method on the pay page: GET status answers 404 till then, as Snap does. */
  transactionStatus: MidtransTransactionStatus | null;
  fraudStatus: MidtransFraudStatus | undefined;
  transactionTime: string;
}

export interface MidtransFakeEmit {
  orderId: string;
  transactionStatus: MidtransTransactionStatus;
  fraudStatus?: MidtransFraudStatus;
  /** Replaces gross_amount AFTER signing, as a forger would: the signature no longer matches. */
  grossAmountAfterSigning?: string;
}

const snapRequest = z.object({
  transaction_details: z.object({
    order_id: z
      .string()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9\-_~.]+$/),
    gross_amount: z.number().int().positive(),
  }),
  item_details: z
    .array(z.object({ price: z.number().int(), quantity: z.number().int().positive() }))
    .optional(),
  callbacks: z.object({ finish: z.string().url() }).optional(),
});

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

function payPage(transaction: FakeTransaction): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Midtrans (fake)</title></head>
<body>
<h1>Midtrans (fake)</h1>
<p>Order ${transaction.orderId}: Rp ${transaction.grossAmount.toLocaleString('id-ID')}</p>
<form method="post"><button type="submit">Bayar</button></form>
</body></html>`;
}

function midtransTime(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

export async function startMidtransFake(options: { serverKey: string; webhookUrl?: string }) {
  const transactions = new Map<string, FakeTransaction>();
  const orderIdByToken = new Map<string, string>();
  /** Every notification sent: the body and the HTTP status the app answered (0 when unreachable). */
  const notifications: { body: Record<string, string>; answeredWith: number }[] = [];
  let webhookUrl = options.webhookUrl;
  let url = '';

  function notificationBody(transaction: FakeTransaction, transactionStatus: MidtransTransactionStatus) {
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
        serverKey: options.serverKey,
      }),
      payment_type: 'qris',
      order_id: transaction.orderId,
      merchant_id: 'G000000001',
      gross_amount: grossAmount,
      currency: 'IDR',
    };
    if (transaction.fraudStatus) body.fraud_status = transaction.fraudStatus;
    return body;
  }

  async function emit(event: MidtransFakeEmit) {
    const transaction = transactions.get(event.orderId);
    if (!transaction) throw new Error(`fake Midtrans: no order ${event.orderId}`);
    transaction.transactionStatus = event.transactionStatus;
    transaction.fraudStatus = event.fraudStatus ?? 'accept';
    const body = notificationBody(transaction, event.transactionStatus);
    if (event.grossAmountAfterSigning !== undefined) body.gross_amount = event.grossAmountAfterSigning;
    let answeredWith = 0;
    if (webhookUrl) {
      answeredWith = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (response) => response.status,
        () => 0,
      );
    }
    notifications.push({ body, answeredWith });
    return { body, answeredWith };
  }

  async function createTransaction(request: IncomingMessage, response: ServerResponse) {
    const parsed = snapRequest.safeParse(
      await readBody(request)
        .then(JSON.parse)
        .catch(() => null),
    );
    if (!parsed.success) {
      sendJson(response, 400, { error_messages: ['transaction_details.gross_amount must be an integer'] });
      return;
    }
    const { order_id: orderId, gross_amount: grossAmount } = parsed.data.transaction_details;
    const items = parsed.data.item_details;
    if (items && items.reduce((sum, item) => sum + item.price * item.quantity, 0) !== grossAmount) {
      sendJson(response, 400, {
        error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
      });
      return;
    }
    if (transactions.has(orderId)) {
      sendJson(response, 400, { error_messages: ['transaction_details.order_id has already been taken'] });
      return;
    }
    const token = randomUUID();
    transactions.set(orderId, {
      orderId,
      grossAmount,
      token,
      finishUrl: parsed.data.callbacks?.finish ?? null,
      transactionId: randomUUID(),
      transactionStatus: null,
      fraudStatus: undefined,
      transactionTime: midtransTime(new Date()),
    });
    orderIdByToken.set(token, orderId);
    sendJson(response, 201, { token, redirect_url: `${url}/snap/v2/vtweb/${token}` });
  }

  function answerStatus(orderId: string, response: ServerResponse) {
    const transaction = transactions.get(orderId);
    if (!transaction?.transactionStatus) {
      sendJson(response, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
      return;
    }
    // The status answer is the notification's body (signature included) with its own message.
    const body = notificationBody(transaction, transaction.transactionStatus);
    sendJson(response, 200, { ...body, status_message: 'Success, transaction is found' });
  }

  async function pay(transaction: FakeTransaction, response: ServerResponse) {
    await emit({ orderId: transaction.orderId, transactionStatus: 'settlement' });
    if (!transaction.finishUrl) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('Pembayaran berhasil');
      return;
    }
    // Snap sends the payer back with the order, its status code and status in the query.
    const back = new URL(transaction.finishUrl);
    back.searchParams.set('order_id', transaction.orderId);
    back.searchParams.set('status_code', '200');
    back.searchParams.set('transaction_status', 'settlement');
    response.writeHead(303, { location: back.toString() }).end();
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const authorized = request.headers.authorization === midtransBasicAuth(options.serverKey);

    if (path === '/snap/v1/transactions' && request.method === 'POST') {
      if (!authorized) {
        sendJson(response, 401, { error_messages: ['Access denied, please check client or server key'] });
        return;
      }
      await createTransaction(request, response);
      return;
    }

    const status = /^\/v2\/([^/]+)\/status$/.exec(path);
    if (status?.[1] && request.method === 'GET') {
      if (!authorized) {
        sendJson(response, 401, {
          status_code: '401',
          status_message: 'Access denied due to unauthorized transaction, please check client or server key',
        });
        return;
      }
      answerStatus(decodeURIComponent(status[1]), response);
      return;
    }

    const page = /^\/snap\/v2\/vtweb\/([^/]+)$/.exec(path);
    const transaction = transactions.get(orderIdByToken.get(page?.[1] ?? '') ?? '');
    if (page && transaction && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(transaction));
      return;
    }
    if (page && transaction && request.method === 'POST') {
      await pay(transaction, response);
      return;
    }

    // Test hook: POST /__fake/emit/{transaction_status}?order_id=…[&fraud_status=…]
    const hook = /^\/__fake\/emit\/([a-z_]+)$/.exec(path);
    if (hook?.[1] && request.method === 'POST') {
      const query = new URL(request.url ?? '/', 'http://fake').searchParams;
      const transactionStatus = z.enum(midtransTransactionStatuses).safeParse(hook[1]);
      const fraudStatus = z
        .enum(['accept', 'challenge', 'deny'])
        .optional()
        .safeParse(query.get('fraud_status') ?? undefined);
      const orderId = query.get('order_id') ?? '';
      if (!transactionStatus.success || !fraudStatus.success || !transactions.has(orderId)) {
        sendJson(response, 400, { error: 'unknown status or order_id' });
        return;
      }
      const sent = await emit({
        orderId,
        transactionStatus: transactionStatus.data,
        fraudStatus: fraudStatus.data,
      });
      sendJson(response, 200, sent);
      return;
    }

    sendJson(response, 404, { status_code: '404', status_message: 'The requested resource is not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch(() => {
      if (!response.headersSent)
        sendJson(response, 500, { status_code: '500', status_message: 'fake error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;

  return {
    /** Both the Snap and the Core API base URL. */
    url,
    notifications,
    emit,
    /** The app's webhook URL is often known only after the fake started. */
    setWebhookUrl(next: string) {
      webhookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
