import {
  field,
  failureOfStatus,
  postToProvider,
  requirePhone,
  requireTextBody,
  retryAfterMs,
  sameBytes,
  type WhatsAppRuntime,
} from '../whatsapp-http';
import {
  WhatsAppSendError,
  WhatsAppWebhookRefused,
  type MetaWhatsAppConfig,
  type WhatsAppProvider,
} from '../whatsapp-provider';
import { verifyMetaWebhook } from './meta-webhook';
import {
  META_TEXT_MAX_LENGTH,
  metaFailureOfCode,
  metaMessagesUrl,
  metaTemplateBody,
  metaTextBody,
} from './meta-wire';

/*
 * Meta's WhatsApp Cloud API through raw `fetch` (reference/integrations.md §0, §5.5: no maintained
 * first-party Node SDK, and a configurable base URL is what lets the tests and `npm start` use the
 * local fake). A send is one JSON POST with the access token as a bearer.
 */

/**
 * How long the Graph API asks to wait: Retry-After when sent, else the largest
 * `estimated_time_to_regain_access` (minutes) of its X-Business-Use-Case-Usage header.
 */
function metaRetryAfterMs(headers: Headers, now: Date): number | null {
  const standard = retryAfterMs(headers.get('retry-after'), now);
  if (standard !== null) return standard;
  let usage: unknown;
  try {
    usage = JSON.parse(headers.get('x-business-use-case-usage') ?? '');
  } catch {
    return null;
  }
  const minutes = Object.values(typeof usage === 'object' && usage !== null ? usage : {})
    .flatMap((entries: unknown) => (Array.isArray(entries) ? entries : []))
    .map((entry: unknown) => field(entry, 'estimated_time_to_regain_access'))
    .filter((value): value is number => typeof value === 'number' && value > 0);
  return minutes.length > 0 ? Math.max(...minutes) * 60_000 : null;
}

function messageIdOf(body: unknown): string | null {
  const messages = field(body, 'messages');
  const id = field(Array.isArray(messages) ? messages[0] : undefined, 'id');
  return typeof id === 'string' && id !== '' ? id : null;
}

export function createMetaWhatsAppProvider(
  config: MetaWhatsAppConfig,
  runtime: WhatsAppRuntime = {},
): WhatsAppProvider {
  const now = runtime.now ?? (() => new Date());
  const url = metaMessagesUrl(config.graphUrl, config.apiVersion, config.phoneNumberId);

  async function send(to: string, payload: object): Promise<{ messageId: string }> {
    requirePhone(to);
    const { response, body } = await postToProvider('WhatsApp (Meta)', runtime, url, {
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (!response.ok) {
      const error = field(body, 'error');
      const code = field(error, 'code');
      const text = field(error, 'message');
      const providerCode = typeof code === 'number' ? code : null;
      throw new WhatsAppSendError(
        `WhatsApp (Meta) ${response.status}: ${typeof text === 'string' ? text : 'unexpected answer'}`,
        {
          failure: metaFailureOfCode(providerCode) ?? failureOfStatus(response.status),
          status: response.status,
          providerCode,
          retryAfterMs: metaRetryAfterMs(response.headers, now()),
        },
      );
    }
    const messageId = messageIdOf(body);
    // Meta may have sent it: trying again could send it twice, so it is not retryable.
    if (!messageId) {
      throw new WhatsAppSendError('WhatsApp (Meta): no message id in the answer', {
        failure: 'rejected',
        status: response.status,
      });
    }
    return { messageId };
  }

  return {
    id: 'meta',
    maxTextLength: META_TEXT_MAX_LENGTH,
    async sendText(message) {
      requireTextBody(message.body, META_TEXT_MAX_LENGTH);
      return send(message.to, metaTextBody(message));
    },
    async sendTemplate(message) {
      return send(message.to, metaTemplateBody(message));
    },
    async verifyWebhook(request) {
      return verifyMetaWebhook({ appSecret: config.appSecret, phoneNumberId: config.phoneNumberId }, request);
    },
    handshake(query) {
      const token = query['hub.verify_token'] ?? '';
      const challenge = query['hub.challenge'] ?? '';
      const tokenHolds =
        config.verifyToken !== '' && sameBytes(Buffer.from(token), Buffer.from(config.verifyToken));
      if (query['hub.mode'] !== 'subscribe' || !tokenHolds || challenge === '') {
        throw new WhatsAppWebhookRefused(403, 'subscription handshake refused');
      }
      return challenge;
    },
  };
}
