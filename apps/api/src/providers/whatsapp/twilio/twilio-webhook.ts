import { requireContentType, sameBytes, utf8Body } from '../whatsapp-http';
import {
  WhatsAppWebhookRefused,
  type WhatsAppEvent,
  type WhatsAppWebhookRequest,
} from '../whatsapp-provider';
import { twilioSignature, twilioSignedUrls } from './twilio-signature';
import { deliveryStatusOf, phoneOfAddress } from './twilio-wire';

/*
 * Twilio's webhooks (reference/integrations.md §6.2, §6.3): a message's status callback (with
 * `MessageStatus`) and an incoming message (`SmsStatus=received`), both form-encoded and signed
 * with `X-Twilio-Signature` over the URL Twilio posted to and every parameter received: Twilio
 * adds parameters without notice, so none is left out of the check.
 */

/** The query parameter of the StatusCallback URL that carries Meja's reference of the message. */
export const TWILIO_REFERENCE_PARAM = 'ref';

function referenceOf(url: string): { reference?: string } {
  let reference: string | null = null;
  try {
    reference = new URL(url).searchParams.get(TWILIO_REFERENCE_PARAM);
  } catch {
    return {};
  }
  return reference ? { reference } : {};
}

function signatureHolds(authToken: string, header: string, url: string, params: URLSearchParams): boolean {
  const received = Buffer.from(header.trim());
  let holds = false;
  for (const candidate of twilioSignedUrls(url)) {
    if (sameBytes(received, Buffer.from(twilioSignature(authToken, candidate, params)))) holds = true;
  }
  return holds;
}

function errorCodeOf(params: URLSearchParams): { errorCode?: number } {
  const code = params.get('ErrorCode') ?? '';
  return /^\d+$/.test(code) && Number(code) !== 0 ? { errorCode: Number(code) } : {};
}

export function verifyTwilioWebhook(
  config: { authToken: string; now: () => Date },
  request: WhatsAppWebhookRequest,
): WhatsAppEvent[] {
  requireContentType(request.headers, 'application/x-www-form-urlencoded');
  const header = request.headers['x-twilio-signature'];
  if (!header) throw new WhatsAppWebhookRefused(401, 'missing X-Twilio-Signature header');
  // An empty token would let anyone sign: without one nothing is believed.
  if (config.authToken === '') throw new WhatsAppWebhookRefused(401, 'no auth token configured');
  const params = new URLSearchParams(utf8Body(request.rawBody));
  if (!signatureHolds(config.authToken, header, request.url, params)) {
    throw new WhatsAppWebhookRefused(401, 'X-Twilio-Signature does not match');
  }

  const messageId = params.get('MessageSid') ?? params.get('SmsSid') ?? '';
  if (messageId === '') throw new WhatsAppWebhookRefused(400, 'MessageSid missing');
  // Twilio's callbacks carry no time of their own: the moment it arrived stands for it.
  const at = config.now();

  const messageStatus = params.get('MessageStatus');
  if (messageStatus !== null) {
    const status = deliveryStatusOf(messageStatus);
    if (!status) return [];
    return [
      {
        kind: 'status',
        messageId,
        status,
        at,
        ...referenceOf(request.url),
        ...(status === 'failed' ? errorCodeOf(params) : {}),
      },
    ];
  }
  const from = phoneOfAddress(params.get('From') ?? '');
  if (!from) throw new WhatsAppWebhookRefused(400, 'From is not a number');
  const text = params.get('Body') || params.get('ButtonText') || '';
  return [{ kind: 'inbound', from, text, at, messageId }];
}
