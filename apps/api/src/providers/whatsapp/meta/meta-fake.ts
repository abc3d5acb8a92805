import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { bearerKey, parseJsonOrNull, readBody, sendJson, type FakeRequest } from '../../payments/fake-http';
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
  defaultCode,
  graphError,
  inboundPayload,
  metaSendSchema,
  newWamid,
  statusPayload,
  type MetaFakeNumber,
  type MetaFakeSendBody,
} from './meta-fake-wire';
import { META_CODES, metaSignatureHeader } from './meta-wire';

/*
 * A local Meta WhatsApp Cloud API (reference/integrations.md §5.6) for the tests and `npm start`:
 * POST /{version}/{phoneNumberId}/messages with the bearer token checked as the Graph API does,
 * every accepted send recorded, refusals on demand (429, 5xx) or past a rate per second, and
 * webhooks signed with the app secret (X-Hub-Signature-256) posted to the configured URL: each
 * message's statuses as far as `statusFlow` says, a free-form text to a contact who has not written
 * in 24 hours failed with 131047 (as Meta does, after a 200), and inbound messages on demand
 * (`emitInbound`, or `POST /__fake/inbound {from, text}` from outside the process).
 */

export interface MetaFakeOptions {
  accessToken: string;
  appSecret: string;
  /** Default 'v26.0'. */
  version?: string;
  /** The number inbound messages come to (default '1098765'); a message's statuses name the number of its path. */
  phoneNumberId?: string;
  displayPhoneNumber?: string;
  wabaId?: string;
  /** Where signed webhooks go; none: nothing is posted until setWebhookUrl. */
  webhookUrl?: string;
  /** Template names the fake knows; others answer 132001. Default: any name. */
  approvedTemplates?: readonly string[];
  /** Default 'none': statuses only when asked (emitStatus, progress). */
  statusFlow?: StatusFlow;
  /** Default true: free-form text needs the contact's message in the last 24 hours. */
  enforceWindow?: boolean;
  /** Sends past this many per second answer 429 (130429). */
  ratePerSecond?: number;
  /** Statuses the fake posts by itself are posted again this often until answered 2xx (as Meta retries). */
  redeliverMs?: number;
  /** 0 (default): a free port. */
  port?: number;
  now?: () => Date;
}

export interface MetaFakeSend {
  messageId: string;
  /** The phone number id of the path. */
  phoneNumberId: string;
  /** The recipient's digits (the body's `to` without a plus). */
  to: string;
  body: MetaFakeSendBody;
}

export async function startMetaFake(options: MetaFakeOptions) {
  const version = options.version ?? 'v26.0';
  const now = options.now ?? (() => new Date());
  const number: MetaFakeNumber = {
    phoneNumberId: options.phoneNumberId ?? '1098765',
    displayPhoneNumber: options.displayPhoneNumber ?? '6281100000000',
    wabaId: options.wabaId ?? '2004006',
  };
  let webhookUrl = options.webhookUrl ?? null;
  const refusals = fakeRefusals(options.ratePerSecond, now);
  const windows = customerWindows(now);
  const poster = webhookPoster({ redeliverMs: options.redeliverMs });
  const sent: MetaFakeSend[] = [];
  const requests: FakeRequest[] = [];

  async function deliver(payload: object, tamper?: Tamper, redeliver = false) {
    if (!webhookUrl) throw new Error('fake Meta: no webhook URL set');
    const body = JSON.stringify(payload);
    const signed = {
      body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': metaSignatureHeader(body, options.appSecret),
        'user-agent': 'facebookexternalua',
      },
    };
    const sending = tamper ? tamper(signed) : signed;
    return poster.post(webhookUrl, sending.body, sending.headers, { redeliver });
  }

  function emitStatus(
    messageId: string,
    status: DeliveryStatus,
    emitOptions: { errorCode?: number; tamper?: Tamper; redeliver?: boolean } = {},
  ) {
    const message = sent.find((candidate) => candidate.messageId === messageId);
    if (!message) throw new Error(`fake Meta: no message ${messageId}`);
    const { errorCode, tamper } = emitOptions;
    const reference = message.body.biz_opaque_callback_data;
    const statusFields = {
      messageId,
      recipient: message.to,
      status,
      at: now(),
      ...(typeof reference === 'string' ? { reference } : {}),
    };
    // The status comes from the number that sent the message.
    const sender = { ...number, phoneNumberId: message.phoneNumberId };
    return deliver(
      statusPayload(sender, errorCode === undefined ? statusFields : { ...statusFields, errorCode }),
      tamper,
      emitOptions.redeliver,
    );
  }

  /** sent → … → `to`, or sent → failed: one webhook per step, in order. */
  async function progress(messageId: string, to: DeliveryStatus, errorCode?: number, redeliver = false) {
    const steps: DeliveryStatus[] = to === 'failed' ? ['sent', 'failed'] : flowSteps(to);
    for (const step of steps)
      await emitStatus(
        messageId,
        step,
        step === 'failed' && errorCode ? { errorCode, redeliver } : { redeliver },
      );
  }

  function emitInbound(from: string, text: string, tamper?: Tamper) {
    windows.open(from);
    return deliver(inboundPayload(number, { from, text, at: now(), messageId: newWamid() }), tamper);
  }

  function afterAccepted(send: MetaFakeSend) {
    if (!webhookUrl) return;
    if (send.body.type === 'text' && options.enforceWindow !== false && !windows.isOpen(send.to)) {
      poster.background(() =>
        emitStatus(send.messageId, 'failed', { errorCode: META_CODES.reEngagement, redeliver: true }),
      );
      return;
    }
    const steps = flowSteps(options.statusFlow ?? 'none');
    if (steps.length > 0)
      poster.background(() => progress(send.messageId, steps.at(-1) ?? 'delivered', undefined, true));
  }

  function acceptSend(req: IncomingMessage, phoneNumberId: string, text: string, res: ServerResponse) {
    if (bearerKey(req.headers.authorization) !== options.accessToken) {
      return sendJson(res, 401, graphError(META_CODES.invalidToken, 'Invalid OAuth access token.'));
    }
    const refusal = refusals.next();
    if (refusal) {
      if (refusal.retryAfterSeconds !== undefined)
        res.setHeader('retry-after', `${refusal.retryAfterSeconds}`);
      return sendJson(
        res,
        refusal.status,
        graphError(refusal.code ?? defaultCode(refusal.status), 'Refused on demand'),
      );
    }
    const parsed = metaSendSchema.safeParse(parseJsonOrNull(text));
    if (!parsed.success)
      return sendJson(res, 400, graphError(META_CODES.invalidParameter, 'Invalid parameter'));
    const body = parsed.data;
    if (
      body.type === 'template' &&
      options.approvedTemplates &&
      !options.approvedTemplates.includes(body.template.name)
    ) {
      return sendJson(
        res,
        404,
        graphError(META_CODES.templateMissing, 'Template name does not exist in the translation'),
      );
    }
    const send: MetaFakeSend = { messageId: newWamid(), phoneNumberId, to: body.to.replace(/^\+/, ''), body };
    sent.push(send);
    sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: send.to }],
      messages: [{ id: send.messageId, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
    afterAccepted(send);
  }

  const messagesPath = new RegExp(`^/${version.replace(/\./g, '\\.')}/([^/]+)/messages$`);
  const server = createServer((req, res) => {
    readBody(req)
      .then((text) => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: text });
        const match = messagesPath.exec(path);
        if (req.method === 'POST' && match?.[1])
          return acceptSend(req, decodeURIComponent(match[1]), text, res);
        if (req.method === 'POST' && path === '/__fake/inbound')
          return answerFakeInbound(text, res, (from, body) => emitInbound(from, body));
        sendJson(res, 404, graphError(META_CODES.invalidParameter, 'Unknown path components'));
      })
      .catch(() => {
        if (!res.headersSent)
          sendJson(res, 500, graphError(META_CODES.somethingWentWrong, 'Something went wrong'));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Meta fake has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const readonlySent: readonly MetaFakeSend[] = sent;

  return {
    /** The Graph API's origin: the provider's graphUrl (apiVersion: the fake's version). */
    url,
    version,
    /** The origin with the version: WHATSAPP_GRAPH_URL of the lifecycle reminders. */
    graphUrl: `${url}/${version}`,
    phoneNumberId: number.phoneNumberId,
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
    setWebhookUrl(next: string) {
      webhookUrl = next;
    },
    /** Meta's GET verification as it calls Meja's endpoint: the status and body answered. */
    async verifySubscription(endpoint: string, verifyToken: string) {
      const challenge = randomBytes(8).toString('hex');
      const query = new URLSearchParams({
        'hub.mode': 'subscribe',
        'hub.verify_token': verifyToken,
        'hub.challenge': challenge,
      });
      const answer = await fetch(`${endpoint}?${query.toString()}`);
      return { status: answer.status, body: await answer.text(), challenge };
    },
    /** Waits for the webhooks the fake posts by itself. */
    settled: poster.settled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MetaFake = Awaited<ReturnType<typeof startMetaFake>>;
