import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson, type FakeRequest } from '../../payments/fake-http';
import {
  answerFakeInbound,
  customerWindows,
  fakeRefusals,
  flowSteps,
  webhookPoster,
  type DeliveryStatus,
  type StatusFlow,
  type Tamper,
} from '../fake-support';
import {
  checkSend,
  defaultCode,
  inboundParams,
  messageResource,
  statusParams,
  twilioError,
  type TwilioFakeMessage,
} from './twilio-fake-wire';
import { twilioSignature } from './twilio-signature';
import { TWILIO_CODES, messagesPath, phoneOfAddress } from './twilio-wire';

/*
 * A local Twilio Messages API for WhatsApp (reference/integrations.md §6.4) for the tests and
 * `npm start`: POST /2010-04-01/Accounts/{sid}/Messages.json with Basic auth checked as Twilio
 * does, `whatsapp:` on both sides, every accepted send recorded, refusals on demand (429, 5xx) or
 * past a rate per second, and status callbacks signed with X-Twilio-Signature over the message's
 * exact StatusCallback URL: as far as `statusFlow` says, a free-form Body to a contact who has not
 * written in 24 hours failed with 63016 (after the 201, as Twilio reports it), and incoming
 * messages on demand to `inboundUrl` (`emitInbound`, or `POST /__fake/inbound {from, text}`).
 */

export type { TwilioFakeMessage } from './twilio-fake-wire';

export interface TwilioFakeOptions {
  accountSid: string;
  authToken: string;
  /** The sender's "a message comes in" webhook; none: emitInbound throws until setInboundUrl. */
  inboundUrl?: string;
  /** The WhatsApp sender the contacts write to (international, no plus). */
  senderNumber?: string;
  /** Content SIDs the fake knows; others answer 21655. Default: any well-formed HX SID. */
  approvedContentSids?: readonly string[];
  /** Default 'none': statuses only when asked (emitStatus, progress). */
  statusFlow?: StatusFlow;
  /** Default true: a free-form Body needs the contact's message in the last 24 hours. */
  enforceWindow?: boolean;
  /** Sends past this many per second answer 429 (20429). */
  ratePerSecond?: number;
  /** Callbacks the fake posts by itself are posted again this often until answered 2xx (as Twilio retries). */
  redeliverMs?: number;
  /**
   * The URL the signature covers for a webhook posted to `postedUrl` (default: that URL): Twilio
   * may sign with or without the port.
   */
  signedUrl?: (postedUrl: string) => string;
  /** 0 (default): a free port. */
  port?: number;
  now?: () => Date;
}

function basicCredentials(header: string | undefined): [string, string] | null {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? [decoded.slice(0, colon), decoded.slice(colon + 1)] : null;
}

export async function startTwilioFake(options: TwilioFakeOptions) {
  const now = options.now ?? (() => new Date());
  let inboundUrl = options.inboundUrl ?? null;
  const sender = `whatsapp:+${options.senderNumber ?? '6281100000000'}`;
  const refusals = fakeRefusals(options.ratePerSecond, now);
  const windows = customerWindows(now);
  const poster = webhookPoster({ redeliverMs: options.redeliverMs });
  const sent: TwilioFakeMessage[] = [];
  const requests: FakeRequest[] = [];

  function deliver(url: string, params: URLSearchParams, tamper?: Tamper, redeliver = false) {
    const signedOver = options.signedUrl ? options.signedUrl(url) : url;
    const signed = {
      body: params.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(options.authToken, signedOver, params),
        'i-twilio-idempotency-token': randomUUID(),
        'user-agent': 'TwilioProxy/1.1',
      },
    };
    const sending = tamper ? tamper(signed) : signed;
    return poster.post(url, sending.body, sending.headers, { redeliver });
  }

  function emitStatus(
    sid: string,
    status: DeliveryStatus | 'undelivered',
    emitOptions: { errorCode?: number; tamper?: Tamper; redeliver?: boolean } = {},
  ) {
    const message = sent.find((candidate) => candidate.sid === sid);
    if (!message) throw new Error(`fake Twilio: no message ${sid}`);
    if (!message.statusCallback) throw new Error(`fake Twilio: message ${sid} has no StatusCallback`);
    const params = statusParams(options.accountSid, message, status, emitOptions.errorCode);
    return deliver(message.statusCallback, params, emitOptions.tamper, emitOptions.redeliver);
  }

  /** sent → … → `to`, or sent → failed: one callback per step, in order. */
  async function progress(sid: string, to: DeliveryStatus, errorCode?: number, redeliver = false) {
    const steps: DeliveryStatus[] = to === 'failed' ? ['sent', 'failed'] : flowSteps(to);
    for (const step of steps) {
      await emitStatus(sid, step, step === 'failed' && errorCode ? { errorCode, redeliver } : { redeliver });
    }
  }

  function emitInbound(from: string, text: string, tamper?: Tamper) {
    if (!inboundUrl) throw new Error('fake Twilio: no inbound URL set');
    windows.open(from);
    return deliver(inboundUrl, inboundParams(options.accountSid, from, sender, text), tamper);
  }

  function afterAccepted(message: TwilioFakeMessage) {
    if (!message.statusCallback) return;
    const to = phoneOfAddress(message.to) ?? '';
    if (message.body && !message.contentSid && options.enforceWindow !== false && !windows.isOpen(to)) {
      poster.background(() =>
        emitStatus(message.sid, 'failed', { errorCode: TWILIO_CODES.outsideWindow, redeliver: true }),
      );
      return;
    }
    const last = flowSteps(options.statusFlow ?? 'none').at(-1);
    if (last) poster.background(() => progress(message.sid, last, undefined, true));
  }

  function acceptSend(req: IncomingMessage, accountSid: string, text: string, res: ServerResponse) {
    const credentials = basicCredentials(req.headers.authorization);
    if (
      !credentials ||
      credentials[0] !== options.accountSid ||
      credentials[1] !== options.authToken ||
      accountSid !== options.accountSid
    ) {
      return sendJson(res, 401, twilioError(401, TWILIO_CODES.authenticate, 'Authenticate'));
    }
    const refusal = refusals.next();
    if (refusal) {
      if (refusal.retryAfterSeconds !== undefined)
        res.setHeader('retry-after', `${refusal.retryAfterSeconds}`);
      const code = refusal.code ?? defaultCode(refusal.status);
      return sendJson(res, refusal.status, twilioError(refusal.status, code, 'Refused on demand'));
    }
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const checked = checkSend(new URLSearchParams(isForm ? text : ''), options.approvedContentSids);
    if (Array.isArray(checked)) {
      const [status, code, message] = checked;
      return sendJson(res, status, twilioError(status, code, message));
    }
    sent.push(checked);
    sendJson(res, 201, messageResource(options.accountSid, checked, now()));
    afterAccepted(checked);
  }

  const server = createServer((req, res) => {
    readBody(req)
      .then((text) => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: text });
        const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
        if (req.method === 'POST' && match?.[1]) {
          return acceptSend(req, decodeURIComponent(match[1]), text, res);
        }
        if (req.method === 'POST' && path === '/__fake/inbound') {
          return answerFakeInbound(text, res, (from, body) => emitInbound(from, body));
        }
        sendJson(res, 404, twilioError(404, 20404, 'The requested resource was not found'));
      })
      .catch(() => {
        if (!res.headersSent) sendJson(res, 500, twilioError(500, 20500, 'Internal Server Error'));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Twilio fake has no TCP address');
  const readonlySent: readonly TwilioFakeMessage[] = sent;

  return {
    /** The API's origin: the provider's apiUrl. */
    url: `http://127.0.0.1:${address.port}`,
    /** The path of the account's sends. */
    messagesPath: messagesPath(options.accountSid),
    /** Every accepted send, in order. */
    sent: readonlySent,
    /** Every request received, in order. */
    requests,
    /** Every webhook posted, with what the app answered. */
    deliveries: poster.deliveries,
    failNext: refusals.failNext,
    emitStatus,
    progress,
    /** A contact's message (e.g. 'STOP'); it opens their 24-hour window. */
    emitInbound,
    /** Opens a contact's 24-hour window without a webhook. */
    openWindow: windows.open,
    setInboundUrl(next: string) {
      inboundUrl = next;
    },
    /** Waits for the callbacks the fake posts by itself. */
    settled: poster.settled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioFake = Awaited<ReturnType<typeof startTwilioFake>>;
