/*
 * The WhatsApp providers of issue 18 behind one shape: `none` (the default: nothing is sent),
 * Meta's Cloud API and Twilio. Each sends a free-form text (only inside the customer's 24-hour
 * window) or an approved template, and turns a webhook that holds its signature into Meja's events.
 * Wire formats, signatures and test vectors: ../shared/reference/integrations.md §5, §6 and §10.
 * createWhatsAppProvider (create-whatsapp-provider.ts) builds one from its configuration.
 */

export type WhatsAppProviderId = 'none' | 'meta' | 'twilio';

/** A free-form message: WhatsApp delivers it only inside the 24-hour customer-service window. */
export interface WhatsAppTextMessage {
  /** International format without a plus: 6281234567890. */
  to: string;
  /** 1 to the provider's `maxTextLength` characters. */
  body: string;
  /** Meja's id of this message, returned with its status webhooks (see WhatsAppEvent.reference). */
  reference?: string;
}

/** A WhatsApp template message to one number (business-initiated: a reminder, not a chat reply). */
export interface WhatsAppTemplateMessage {
  /** International format without a plus: 6281234567890. */
  to: string;
  /**
   * The template approved in the provider's console: its name at Meta ('subscription_notice'),
   * its Content SID at Twilio ('HX' + 32 hex characters).
   */
  template: string;
  /** The template's language code ('id'); Twilio's Content SID carries its language already. */
  language: string;
  /** The values of the template body's {{1}}, {{2}}… in order. */
  bodyParameters: readonly string[];
  /** Meja's id of this message, returned with its status webhooks (see WhatsAppEvent.reference). */
  reference?: string;
}

export type WhatsAppDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What a verified webhook says, in Meja's terms. */
export type WhatsAppEvent =
  | {
      kind: 'status';
      /** The id the send answered (Meta's wamid.…, Twilio's SM…). */
      messageId: string;
      status: WhatsAppDeliveryStatus;
      /** When the provider says it happened (Meta's timestamp); when it was received for Twilio, which gives none. */
      at: Date;
      /** The provider's error code of a failed message (Meta 131047, Twilio 63016). */
      errorCode?: number;
      /**
       * The `reference` the send carried (Meta's biz_opaque_callback_data, a `ref` query parameter
       * of Twilio's StatusCallback URL): finds a message whose send answer was lost in a crash.
       */
      reference?: string;
    }
  | {
      kind: 'inbound';
      /** International format without a plus. */
      from: string;
      /** The message text, a button's text, or '' for media without a caption. */
      text: string;
      at: Date;
      messageId: string;
    };

/**
 * Statuses only move forward: a late 'delivered' after 'read' changes nothing. 'failed' ends a
 * message that was not delivered yet (Meta reports 131047 as a failure after 'sent').
 */
const STATUS_RANK: Readonly<Record<'queued' | 'sending' | WhatsAppDeliveryStatus, number>> = {
  queued: 0,
  sending: 0,
  sent: 1,
  failed: 2,
  delivered: 3,
  read: 4,
};

/** Whether a message in `current` moves to `next` (webhooks arrive late, twice and out of order). */
export function isStatusAdvance(
  current: 'queued' | 'sending' | WhatsAppDeliveryStatus,
  next: WhatsAppDeliveryStatus,
) {
  return STATUS_RANK[next] > STATUS_RANK[current];
}

/** The webhook request as received: the raw bytes, before anything was parsed or trusted. */
export interface WhatsAppWebhookRequest {
  rawBody: Buffer;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  /**
   * The full public URL the provider posted to, query string included, exactly as configured at
   * the provider (Twilio signs it): the configured callback URL, not one rebuilt from a proxied Host.
   */
  url: string;
}

/**
 * Why a webhook or handshake is refused, as the HTTP status to answer: 400 malformed, 401 bad or
 * missing signature, 403 handshake token wrong, 404 no such webhook (provider none), 415 wrong
 * content type. The reason is for the log: never a secret, never the expected signature.
 */
export class WhatsAppWebhookRefused extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 415,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'WhatsAppWebhookRefused';
  }
}

/**
 * Why a send failed. Retry only what may pass later: `rate_limited` (429, Meta's throttling codes)
 * and `unavailable` (5xx, timeouts, the network). The rest fails the same way every time.
 */
export type WhatsAppSendFailure =
  'not_configured' | 'invalid_message' | 'rejected' | 'rate_limited' | 'unavailable';

export class WhatsAppSendError extends Error {
  /** The HTTP status the provider answered; null when it did not answer (or nothing was sent). */
  readonly status: number | null;
  /** The provider's error code (Meta 131047, 130429; Twilio 21211, 20429); null when none. */
  readonly providerCode: number | null;
  readonly failure: WhatsAppSendFailure;
  readonly retryable: boolean;
  /** How long the provider asked to wait before trying again, when it said. */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    details: {
      failure: WhatsAppSendFailure;
      status?: number | null;
      providerCode?: number | null;
      retryAfterMs?: number | null;
    },
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
    this.failure = details.failure;
    this.retryable = details.failure === 'rate_limited' || details.failure === 'unavailable';
    this.status = details.status ?? null;
    this.providerCode = details.providerCode ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

export interface WhatsAppProvider {
  readonly id: WhatsAppProviderId;
  /** The longest free-form body the provider takes (Meta 4096, Twilio 1600), in characters. */
  readonly maxTextLength: number;
  /** Throws WhatsAppSendError. */
  sendText(message: WhatsAppTextMessage): Promise<{ messageId: string }>;
  /** Throws WhatsAppSendError. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
  /**
   * The events of a webhook whose signature holds (possibly none: a status Meja does not track),
   * else WhatsAppWebhookRefused. Works on the raw body only; constant-time comparisons.
   */
  verifyWebhook(request: WhatsAppWebhookRequest): Promise<WhatsAppEvent[]>;
  /**
   * Meta only: the GET subscription handshake. `hub.mode=subscribe` with the configured verify
   * token → the `hub.challenge` to answer with 200 as plain text; else WhatsAppWebhookRefused 403.
   */
  handshake?(query: Readonly<Record<string, string | undefined>>): string;
}

export interface MetaWhatsAppConfig {
  provider: 'meta';
  /** META_GRAPH_URL, or the fake's URL. */
  graphUrl: string;
  /** 'v26.0'; '' when graphUrl already ends with the version (WHATSAPP_GRAPH_URL). */
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhooks (X-Hub-Signature-256); empty: every webhook is refused. */
  appSecret: string;
  /** The token typed into Meta's webhook settings; empty: every handshake is refused. */
  verifyToken: string;
}

export interface TwilioWhatsAppConfig {
  provider: 'twilio';
  /** TWILIO_API_URL, or the fake's URL. */
  apiUrl: string;
  accountSid: string;
  /** Authenticates the sends and signs the webhooks (X-Twilio-Signature); empty: every webhook is refused. */
  authToken: string;
  /** The WhatsApp sender in international format without a plus, or a Messaging Service SID (MG…). */
  from: string;
  /** Meja's public status-callback URL, sent with each message; '' for none. */
  statusCallbackUrl: string;
}

export type WhatsAppConfig = { provider: 'none' } | MetaWhatsAppConfig | TwilioWhatsAppConfig;

export const META_GRAPH_URL = 'https://graph.facebook.com';
export const TWILIO_API_URL = 'https://api.twilio.com';
