import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  basicAuthKey,
  fakeAccounts,
  parseJsonOrNull,
  readBody,
  sendJson,
  type FakeRequest,
} from '../fake-http';
import { fakeDynamicQris } from '../fake-qris';
import {
  chargeAnswer,
  chargeRequest,
  itemsMatch,
  midtransTime,
  notificationBody,
  payPage,
  snapRequest,
  type FakeTransaction,
  type MidtransFakeAccount,
} from './midtrans-fake-wire';
import {
  midtransTransactionStatuses,
  type MidtransFraudStatus,
  type MidtransTransactionStatus,
} from './midtrans-wire';

export type { MidtransFakeAccount } from './midtrans-fake-wire';

/*
 * A local Midtrans (reference/integrations.md §2.6): Snap create transaction, the Core API QRIS
 * charge, GET status, the hosted pay page Snap's redirect_url points at, a page to pay a QRIS by
 * hand (`/__fake/qris/{order_id}`), and signed HTTP notifications. It serves several merchant
 * accounts at once (the platform's and each restaurant's): each transaction belongs to the account
 * whose server key made it, is signed with that key, and notifies the request's
 * X-Override-Notification URL, else the account's webhookUrl. One transaction per order, so GET
 * status agrees with the last notification sent.
 */

export interface MidtransFakeEmit {
  orderId: string;
  transactionStatus: MidtransTransactionStatus;
  fraudStatus?: MidtransFraudStatus;
  /** Replaces gross_amount AFTER signing, as a forger would: the signature no longer matches. */
  grossAmountAfterSigning?: string;
}

export interface MidtransFakeOptions extends MidtransFakeAccount {
  /** Asked for a server key the fake does not know yet (the dev server looks up a restaurant's). */
  resolveAccount?: (serverKey: string) => Promise<MidtransFakeAccount | null>;
}

/** A notification sent: its body, where it went (null: nowhere set) and the status answered (0 when unreachable). */
export interface MidtransFakeNotification {
  body: Record<string, string>;
  sentTo: string | null;
  answeredWith: number;
}

const unauthorized = {
  status_code: '401',
  status_message: 'Access denied due to unauthorized transaction, please check client or server key',
};

export async function startMidtransFake(options: MidtransFakeOptions) {
  const accounts = fakeAccounts<MidtransFakeAccount>(
    { serverKey: options.serverKey, webhookUrl: options.webhookUrl },
    (account) => account.serverKey,
    options.resolveAccount,
  );
  const transactions = new Map<string, FakeTransaction>();
  const orderIdByToken = new Map<string, string>();
  const notifications: MidtransFakeNotification[] = [];
  const requests: FakeRequest[] = [];
  let url = '';

  async function emit(event: MidtransFakeEmit) {
    const transaction = transactions.get(event.orderId);
    if (!transaction) throw new Error(`fake Midtrans: no order ${event.orderId}`);
    transaction.transactionStatus = event.transactionStatus;
    transaction.fraudStatus = event.fraudStatus ?? 'accept';
    const body = notificationBody(transaction, event.transactionStatus);
    if (event.grossAmountAfterSigning !== undefined) body.gross_amount = event.grossAmountAfterSigning;
    const sentTo = transaction.notificationUrl ?? transaction.account.webhookUrl ?? null;
    let answeredWith = 0;
    if (sentTo) {
      answeredWith = await fetch(sentTo, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (response) => response.status,
        () => 0,
      );
    }
    const notification = { body, sentTo, answeredWith };
    notifications.push(notification);
    return notification;
  }

  function newTransaction(
    account: MidtransFakeAccount,
    request: IncomingMessage,
    fields: Pick<FakeTransaction, 'orderId' | 'grossAmount' | 'token' | 'finishUrl' | 'paymentType'>,
  ): FakeTransaction {
    const override = request.headers['x-override-notification'];
    return {
      ...fields,
      account,
      notificationUrl: typeof override === 'string' && override !== '' ? override : null,
      qrString: null,
      transactionId: randomUUID(),
      transactionStatus: null,
      fraudStatus: undefined,
      transactionTime: midtransTime(new Date()),
    };
  }

  function createSnapTransaction(
    account: MidtransFakeAccount,
    request: IncomingMessage,
    body: string,
    response: ServerResponse,
  ) {
    const parsed = snapRequest.safeParse(parseJsonOrNull(body));
    if (!parsed.success) {
      sendJson(response, 400, { error_messages: ['transaction_details.gross_amount must be an integer'] });
      return;
    }
    const { order_id: orderId, gross_amount: grossAmount } = parsed.data.transaction_details;
    if (!itemsMatch(grossAmount, parsed.data.item_details)) {
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
    const onlyCards = parsed.data.enabled_payments?.every((method) => method === 'credit_card') ?? false;
    transactions.set(
      orderId,
      newTransaction(account, request, {
        orderId,
        grossAmount,
        token,
        finishUrl: parsed.data.callbacks?.finish ?? null,
        paymentType: onlyCards ? 'credit_card' : 'qris',
      }),
    );
    orderIdByToken.set(token, orderId);
    sendJson(response, 201, { token, redirect_url: `${url}/snap/v2/vtweb/${token}` });
  }

  /*
   * The Core API answers in the body's status_code: a refusal may come with HTTP 200 (the official
   * client checks the body for that reason, integrations.md §2.5), as a duplicate order does here.
   */
  function charge(
    account: MidtransFakeAccount,
    request: IncomingMessage,
    body: string,
    response: ServerResponse,
  ) {
    const parsed = chargeRequest.safeParse(parseJsonOrNull(body));
    if (
      !parsed.success ||
      !itemsMatch(parsed.data.transaction_details.gross_amount, parsed.data.item_details)
    ) {
      sendJson(response, 400, {
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
      });
      return;
    }
    if (parsed.data.payment_type !== 'qris') {
      sendJson(response, 400, {
        status_code: '400',
        status_message: 'The fake charges only payment_type qris.',
      });
      return;
    }
    const { order_id: orderId, gross_amount: grossAmount } = parsed.data.transaction_details;
    if (transactions.has(orderId)) {
      sendJson(response, 200, {
        status_code: '406',
        status_message:
          'The request could not be completed due to a conflict with the current state of the target resource, please try again',
      });
      return;
    }
    const transaction = newTransaction(account, request, {
      orderId,
      grossAmount,
      token: null,
      finishUrl: null,
      paymentType: 'qris',
    });
    transaction.qrString = fakeDynamicQris(grossAmount);
    // A charge exists at once, pending: GET status answers it (no 404 as before a Snap payer's choice).
    transaction.transactionStatus = 'pending';
    transactions.set(orderId, transaction);
    sendJson(response, 200, chargeAnswer(transaction, url));
  }

  /** By order_id or transaction_id, and only the asking account's own. */
  function answerStatus(account: MidtransFakeAccount, id: string, response: ServerResponse) {
    const transaction =
      transactions.get(id) ?? [...transactions.values()].find((each) => each.transactionId === id);
    if (!transaction?.transactionStatus || transaction.account !== account) {
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

  /** A pay page (Snap's, or the hand-paid QRIS's): GET shows it, POST pays. */
  async function payPageRoute(transaction: FakeTransaction, method: string, response: ServerResponse) {
    if (method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(transaction));
    } else {
      await pay(transaction, response);
    }
  }

  async function emitHook(request: IncomingMessage, status: string, response: ServerResponse) {
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    const transactionStatus = z.enum(midtransTransactionStatuses).safeParse(status);
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
  }

  async function route(request: IncomingMessage, body: string, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const method = request.method ?? 'GET';
    const status = /^\/v2\/([^/]+)\/status$/.exec(path);
    const isApi =
      (method === 'POST' && (path === '/snap/v1/transactions' || path === '/v2/charge')) ||
      (method === 'GET' && status?.[1]);

    if (isApi) {
      const account = await accounts.find(basicAuthKey(request.headers.authorization));
      if (!account) {
        if (path === '/snap/v1/transactions')
          sendJson(response, 401, { error_messages: ['Access denied, please check client or server key'] });
        else sendJson(response, 401, unauthorized);
        return;
      }
      if (path === '/snap/v1/transactions') createSnapTransaction(account, request, body, response);
      else if (path === '/v2/charge') charge(account, request, body, response);
      else answerStatus(account, decodeURIComponent(status?.[1] ?? ''), response);
      return;
    }

    const snapPage = /^\/snap\/v2\/vtweb\/([^/]+)$/.exec(path);
    const qrisPage = /^\/__fake\/qris\/([^/]+)$/.exec(path);
    const transaction = snapPage
      ? transactions.get(orderIdByToken.get(snapPage[1] ?? '') ?? '')
      : transactions.get(decodeURIComponent(qrisPage?.[1] ?? ''));
    if (transaction && (method === 'GET' || method === 'POST')) {
      await payPageRoute(transaction, method, response);
      return;
    }

    // Test hook: POST /__fake/emit/{transaction_status}?order_id=…[&fraud_status=…]
    const hook = /^\/__fake\/emit\/([a-z_]+)$/.exec(path);
    if (hook?.[1] && method === 'POST') {
      await emitHook(request, hook[1], response);
      return;
    }

    sendJson(response, 404, { status_code: '404', status_message: 'The requested resource is not found' });
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const path = new URL(request.url ?? '/', 'http://fake').pathname;
        requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
        return route(request, body, response);
      })
      .catch(() => {
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
    /** Every request received, pages included, in order. */
    requests,
    emit,
    /** Serves another merchant account (a restaurant's) beside the start options' one. */
    addAccount(account: MidtransFakeAccount) {
      accounts.add(account);
    },
    /** The start options' account's webhook URL, often known only after the fake started. */
    setWebhookUrl(next: string) {
      accounts.primary.webhookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
