import {
  field,
  failureOfStatus,
  postToProvider,
  requirePhone,
  requireTextBody,
  retryAfterMs,
  type WhatsAppRuntime,
} from '../whatsapp-http';
import { WhatsAppSendError, type TwilioWhatsAppConfig, type WhatsAppProvider } from '../whatsapp-provider';
import { TWILIO_REFERENCE_PARAM, verifyTwilioWebhook } from './twilio-webhook';
import {
  CONTENT_SID,
  MESSAGING_SERVICE_SID,
  TWILIO_TEXT_MAX_LENGTH,
  messagesPath,
  twilioBasicAuth,
  whatsappAddress,
} from './twilio-wire';

/*
 * Twilio's Messages API for WhatsApp through raw `fetch`, not the `twilio` package: ~21 MB that
 * cannot simply be pointed at a local fake (reference/integrations.md §0, §9). A send is one
 * form-encoded POST with Basic auth; a template goes by its Content SID (`ContentSid` +
 * `ContentVariables`), since a template written into `Body` fails outside the 24-hour window (63016).
 */

function senderField(from: string): [string, string] {
  return MESSAGING_SERVICE_SID.test(from) ? ['MessagingServiceSid', from] : ['From', whatsappAddress(from)];
}

/** The StatusCallback URL with Meja's reference as `ref` (Twilio posts to it exactly, and signs it). */
function statusCallbackWith(url: string, reference: string | undefined): string {
  if (!reference) return url;
  const withRef = new URL(url);
  withRef.searchParams.set(TWILIO_REFERENCE_PARAM, reference);
  return withRef.toString();
}

export function createTwilioWhatsAppProvider(
  config: TwilioWhatsAppConfig,
  runtime: WhatsAppRuntime = {},
): WhatsAppProvider {
  const now = runtime.now ?? (() => new Date());
  const url = `${config.apiUrl.replace(/\/+$/, '')}${messagesPath(config.accountSid)}`;

  async function send(
    to: string,
    fields: [string, string][],
    reference: string | undefined,
  ): Promise<{ messageId: string }> {
    requirePhone(to);
    const form = new URLSearchParams([['To', whatsappAddress(to)], senderField(config.from), ...fields]);
    if (config.statusCallbackUrl)
      form.set('StatusCallback', statusCallbackWith(config.statusCallbackUrl, reference));
    const { response, body } = await postToProvider('WhatsApp (Twilio)', runtime, url, {
      headers: {
        authorization: twilioBasicAuth(config.accountSid, config.authToken),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    if (!response.ok) {
      const code = field(body, 'code');
      const text = field(body, 'message');
      throw new WhatsAppSendError(
        `WhatsApp (Twilio) ${response.status}: ${typeof text === 'string' ? text : 'unexpected answer'}`,
        {
          failure: failureOfStatus(response.status),
          status: response.status,
          providerCode: typeof code === 'number' ? code : null,
          retryAfterMs: retryAfterMs(response.headers.get('retry-after'), now()),
        },
      );
    }
    const sid = field(body, 'sid');
    // Twilio may have queued it: trying again could send it twice, so it is not retryable.
    if (typeof sid !== 'string' || sid === '') {
      throw new WhatsAppSendError('WhatsApp (Twilio): no message sid in the answer', {
        failure: 'rejected',
        status: response.status,
      });
    }
    return { messageId: sid };
  }

  return {
    id: 'twilio',
    maxTextLength: TWILIO_TEXT_MAX_LENGTH,
    async sendText(message) {
      requireTextBody(message.body, TWILIO_TEXT_MAX_LENGTH);
      return send(message.to, [['Body', message.body]], message.reference);
    },
    async sendTemplate(message) {
      if (!CONTENT_SID.test(message.template)) {
        throw new WhatsAppSendError('WhatsApp (Twilio): a template is sent by its Content SID (HX…)', {
          failure: 'invalid_message',
        });
      }
      const variables = Object.fromEntries(
        message.bodyParameters.map((value, index) => [`${index + 1}`, value]),
      );
      return send(
        message.to,
        [
          ['ContentSid', message.template],
          ['ContentVariables', JSON.stringify(variables)],
        ],
        message.reference,
      );
    },
    async verifyWebhook(request) {
      return verifyTwilioWebhook({ authToken: config.authToken, now }, request);
    },
  };
}
