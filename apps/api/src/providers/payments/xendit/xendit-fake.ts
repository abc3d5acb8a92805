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
import {
  applyInvoiceStatus,
  invoiceCallbackBody,
  invoiceCreateBody,
  invoicePayPage,
  newInvoice,
  type FakeInvoice,
} from './xendit-fake-invoices';
import {
  newQrCode,
  payQrCode,
  qrCodeAnswer,
  qrCreateBody,
  qrPayPage,
  qrPaymentCallbackBody,
  type StoredQrCode,
} from './xendit-fake-qr';

/** A merchant account the fake serves: its secret key, callback token and callback URL. */
export interface XenditFakeAccount {
  secretKey: string;
  callbackToken: string;
  webhookUrl?: string | undefined;
}

export interface XenditFakeOptions extends XenditFakeAccount {
  /** Asked for a secret key the fake does not know yet (the dev server looks up a restaurant's). */
  resolveAccount?: (secretKey: string) => Promise<XenditFakeAccount | null>;
}

/** A callback the fake sent: its exact bytes and headers, where it went, and how the app answered. */
export interface XenditFakeDelivery {
  rawBody: string;
  headers: Record<string, string>;
  /** The account's webhookUrl; null when it has none (then nothing is sent). */
  sentTo: string | null;
  answeredStatus: number | null;
}

export interface XenditEmit {
  /** The Xendit invoice id, or Meja's external_id. */
  invoice: string;
  status: 'PAID' | 'SETTLED' | 'EXPIRED';
  /** Sent instead of the invoice's amount (a forged callback); the fake's state keeps the real one. */
  amount?: number;
  /** Sent instead of the account's token (a forged callback). */
  callbackToken?: string;
}

/** The QR is paid: a `qr.payment` callback (v2 envelope), unless the QR was made without api-version. */
export interface XenditQrEmit {
  event: 'qr.payment';
  /** The QR's id (qr_…), or Meja's reference_id. */
  qr: string;
  /** The amount paid (default: the QR's); the callback says it. */
  amount?: number;
  callbackToken?: string;
}

const emitBody = z.object({
  invoice: z.string().min(1),
  amount: z.number().optional(),
  callbackToken: z.string().optional(),
});
const qrEmitBody = z.object({
  qr: z.string().min(1),
  amount: z.number().optional(),
  callbackToken: z.string().optional(),
});

function xenditError(response: ServerResponse, status: number, errorCode: string, message: string) {
  sendJson(response, status, { error_code: errorCode, message });
}

/**
 * A local stand-in for Xendit's Invoice and QR Codes APIs (reference/integrations.md §3.2, §3.3,
 * §3.5), behind Basic auth with an account's secret key: invoices (create, list by external_id,
 * read), QR codes (create, read, its payments); the hosted invoice page at `invoice_url`
 * (`/web/{id}`) and a page to pay a QR by hand (`/__fake/qris/{reference_id}`), whose "Bayar"
 * pays and sends the callback with the account's `x-callback-token`; and
 * `POST /__fake/emit/invoice-paid|invoice-settled|invoice-expired|qr-payment` (also `emit()`).
 * It serves several merchant accounts at once: each invoice and QR belongs to the account whose
 * key made it, and its callbacks go to that account's webhookUrl with that account's token. A QR
 * made without `api-version: 2022-07-31` never calls back, as Xendit's v2 callback does not fire.
 */
export async function startXenditFake(options: XenditFakeOptions) {
  const accounts = fakeAccounts<XenditFakeAccount>(
    { secretKey: options.secretKey, callbackToken: options.callbackToken, webhookUrl: options.webhookUrl },
    (account) => account.secretKey,
    options.resolveAccount,
  );
  const invoices = new Map<string, FakeInvoice>();
  const qrCodes = new Map<string, StoredQrCode>();
  /** The account of each invoice and QR, by its id: kept out of the JSON the fake answers. */
  const owner = new Map<string, XenditFakeAccount>();
  const deliveries: XenditFakeDelivery[] = [];
  /** QR payments that sent no callback, and why. */
  const callbacksNotSent: { qrId: string; referenceId: string; reason: string }[] = [];
  const requests: FakeRequest[] = [];
  let url = '';

  const findInvoice = (idOrExternalId: string) =>
    invoices.get(idOrExternalId) ??
    [...invoices.values()].filter((invoice) => invoice.external_id === idOrExternalId).at(-1);
  const findQr = (idOrReference: string) =>
    qrCodes.get(idOrReference) ??
    [...qrCodes.values()].filter((stored) => stored.qr.reference_id === idOrReference).at(-1);
  const accountOf = (id: string) => owner.get(id) ?? accounts.primary;

  /** POSTs a callback to the account's URL; without one it is only recorded (answeredStatus null). */
  async function deliver(account: XenditFakeAccount, rawBody: string, callbackToken?: string) {
    const headers = {
      'content-type': 'application/json',
      'x-callback-token': callbackToken ?? account.callbackToken,
    };
    const sentTo = account.webhookUrl ?? null;
    const delivery: XenditFakeDelivery = { rawBody, headers, sentTo, answeredStatus: null };
    deliveries.push(delivery);
    if (sentTo) {
      const answer = await fetch(sentTo, {
        method: 'POST',
        headers,
        body: rawBody,
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      delivery.answeredStatus = answer?.status ?? null;
    }
    return delivery;
  }

  async function emitQrPayment(request: Omit<XenditQrEmit, 'event'>): Promise<XenditFakeDelivery | null> {
    const stored = findQr(request.qr);
    if (!stored) throw new Error(`Xendit fake: no QR code ${request.qr}`);
    const payment = payQrCode(stored, request.amount ?? stored.qr.amount ?? 0);
    if (!stored.apiVersion) {
      callbacksNotSent.push({
        qrId: stored.qr.id,
        referenceId: stored.qr.reference_id,
        reason: 'created without api-version 2022-07-31',
      });
      return null;
    }
    return deliver(accountOf(stored.qr.id), qrPaymentCallbackBody(payment), request.callbackToken);
  }

  /**
   * An invoice callback (the invoice moved to the status, as Xendit's "Invoices paid" webhook), or
   * with `event: 'qr.payment'` a QR paid. A forged amount or token changes only what is sent.
   */
  function emit(request: XenditEmit): Promise<XenditFakeDelivery>;
  function emit(request: XenditQrEmit): Promise<XenditFakeDelivery | null>;
  async function emit(request: XenditEmit | XenditQrEmit): Promise<XenditFakeDelivery | null> {
    if ('event' in request) return emitQrPayment(request);
    const invoice = findInvoice(request.invoice);
    if (!invoice) throw new Error(`Xendit fake: no invoice ${request.invoice}`);
    applyInvoiceStatus(invoice, request.status);
    return deliver(
      accountOf(invoice.id),
      invoiceCallbackBody(invoice, request.amount),
      request.callbackToken,
    );
  }

  function createInvoice(account: XenditFakeAccount, body: string, response: ServerResponse) {
    const parsed = invoiceCreateBody.safeParse(parseJsonOrNull(body));
    if (!parsed.success) {
      xenditError(response, 400, 'API_VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
      return;
    }
    const invoice = newInvoice(parsed.data, url);
    invoices.set(invoice.id, invoice);
    owner.set(invoice.id, account);
    const { payment_methods: _methods, ...answer } = invoice;
    sendJson(response, 200, {
      ...answer,
      available_banks: [],
      available_ewallets: [],
      should_send_email: false,
    });
  }

  function createQrCode(
    account: XenditFakeAccount,
    request: IncomingMessage,
    body: string,
    response: ServerResponse,
  ) {
    const parsed = qrCreateBody.safeParse(parseJsonOrNull(body));
    if (!parsed.success) {
      xenditError(response, 400, 'API_VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
      return;
    }
    const taken = [...qrCodes.values()].some(
      (stored) => stored.qr.reference_id === parsed.data.reference_id && owner.get(stored.qr.id) === account,
    );
    if (taken) {
      xenditError(response, 400, 'DUPLICATE_ERROR', 'reference_id has been used before for another QR code');
      return;
    }
    const version = request.headers['api-version'];
    const stored = newQrCode(parsed.data, typeof version === 'string' ? version : undefined);
    qrCodes.set(stored.qr.id, stored);
    owner.set(stored.qr.id, account);
    sendJson(response, 201, stored.qr);
  }

  /** The authenticated API: invoices and QR codes, each account seeing only its own. */
  async function api(request: IncomingMessage, body: string, response: ServerResponse, pathname: string) {
    const account = await accounts.find(basicAuthKey(request.headers.authorization));
    if (!account) {
      return xenditError(response, 401, 'INVALID_API_KEY', 'API key is not authorized for this API service');
    }
    const method = request.method ?? 'GET';
    const own = (id: string) => owner.get(id) === account;
    if (method === 'POST' && (pathname === '/v2/invoices' || pathname === '/qr_codes')) {
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return xenditError(response, 400, 'API_VALIDATION_ERROR', 'Content-Type must be application/json');
      }
      if (pathname === '/v2/invoices') return createInvoice(account, body, response);
      return createQrCode(account, request, body, response);
    }
    if (method === 'GET' && pathname === '/v2/invoices') {
      const externalId = new URL(request.url ?? '/', url).searchParams.get('external_id');
      const listed = [...invoices.values()].filter(
        (invoice) => own(invoice.id) && (!externalId || invoice.external_id === externalId),
      );
      return sendJson(response, 200, listed);
    }
    const invoiceId = /^\/v2\/invoices\/([^/]+)$/.exec(pathname)?.[1] ?? '';
    const invoice = method === 'GET' && own(invoiceId) ? invoices.get(invoiceId) : undefined;
    if (invoice) return sendJson(response, 200, invoice);
    const qrPath = /^\/qr_codes\/([^/]+)(\/payments)?$/.exec(pathname);
    const stored = method === 'GET' && qrPath?.[1] && own(qrPath[1]) ? qrCodes.get(qrPath[1]) : undefined;
    if (stored && qrPath?.[2]) return sendJson(response, 200, { data: stored.payments, has_more: false });
    if (stored) return sendJson(response, 200, qrCodeAnswer(stored.qr));
    if (pathname.startsWith('/qr_codes'))
      return xenditError(response, 404, 'DATA_NOT_FOUND', 'QR code not found');
    return xenditError(response, 404, 'INVOICE_NOT_FOUND_ERROR', 'Invoice not found');
  }

  async function invoicePage(invoice: FakeInvoice, method: string, pay: boolean, response: ServerResponse) {
    if (method === 'GET' && !pay) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(invoicePayPage(invoice));
      return;
    }
    if (method === 'POST' && pay && invoice.status === 'PENDING') {
      await emit({ invoice: invoice.id, status: 'PAID' });
      response.writeHead(303, { location: invoice.success_redirect_url ?? `${url}/web/${invoice.id}` }).end();
      return;
    }
    response.writeHead(409).end('Invoice is not payable');
  }

  async function qrPage(stored: StoredQrCode, method: string, response: ServerResponse) {
    if (method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(qrPayPage(stored.qr));
      return;
    }
    if (method === 'POST' && qrCodeAnswer(stored.qr).status === 'ACTIVE') {
      await emitQrPayment({ qr: stored.qr.id });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('Pembayaran berhasil');
      return;
    }
    response.writeHead(409).end('QR code is not payable');
  }

  async function emitHook(kind: string, body: string, response: ServerResponse) {
    if (kind === 'qr-payment') {
      const parsed = qrEmitBody.safeParse(parseJsonOrNull(body));
      if (!parsed.success || !findQr(parsed.data.qr))
        return xenditError(response, 404, 'NOT_FOUND', 'no such QR code');
      const delivery = await emitQrPayment(parsed.data);
      return sendJson(response, 200, {
        answeredStatus: delivery?.answeredStatus ?? null,
        sent: delivery !== null,
      });
    }
    const parsed = emitBody.safeParse(parseJsonOrNull(body));
    const status = kind === 'invoice-expired' ? 'EXPIRED' : kind === 'invoice-settled' ? 'SETTLED' : 'PAID';
    if (!parsed.success || !findInvoice(parsed.data.invoice))
      return xenditError(response, 404, 'NOT_FOUND', 'no such invoice');
    const delivery = await emit({ ...parsed.data, status });
    return sendJson(response, 200, { answeredStatus: delivery.answeredStatus });
  }

  async function route(request: IncomingMessage, body: string, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    const page = /^\/web\/([0-9a-f]+)(\/pay)?$/.exec(pathname);
    if (page) {
      const invoice = invoices.get(page[1] ?? '');
      if (!invoice) return void response.writeHead(404).end('Invoice not found');
      return invoicePage(invoice, method, Boolean(page[2]), response);
    }
    const qrisPage = /^\/__fake\/qris\/([^/]+)$/.exec(pathname);
    if (qrisPage) {
      const stored = findQr(decodeURIComponent(qrisPage[1] ?? ''));
      if (!stored) return void response.writeHead(404).end('QR code not found');
      return qrPage(stored, method, response);
    }
    const emitted = /^\/__fake\/emit\/(invoice-paid|invoice-settled|invoice-expired|qr-payment)$/.exec(
      pathname,
    );
    if (method === 'POST' && emitted?.[1]) return emitHook(emitted[1], body, response);
    if (pathname.startsWith('/v2/invoices') || pathname.startsWith('/qr_codes'))
      return api(request, body, response, pathname);
    return xenditError(response, 404, 'NOT_FOUND', 'unknown path');
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const path = new URL(request.url ?? '/', 'http://fake').pathname;
        requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
        return route(request, body, response);
      })
      .catch(() => {
        if (!response.headersSent) xenditError(response, 500, 'SERVER_ERROR', 'fake failed');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const readonlyQrCodes: ReadonlyMap<string, Readonly<StoredQrCode>> = qrCodes;
  return {
    url,
    deliveries,
    callbacksNotSent,
    /** Every QR code created, by id, with the api-version it was made with and its payments. */
    qrCodes: readonlyQrCodes,
    /** Every request received, pages included, in order. */
    requests,
    emit,
    /** Serves another merchant account (a restaurant's) beside the start options' one. */
    addAccount(account: XenditFakeAccount) {
      accounts.add(account);
    },
    /** The start options' account's callback URL, often known only after the fake started. */
    setWebhookUrl(next: string) {
      accounts.primary.webhookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type XenditFake = Awaited<ReturnType<typeof startXenditFake>>;
