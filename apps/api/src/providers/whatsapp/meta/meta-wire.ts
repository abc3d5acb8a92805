import { createHmac } from 'node:crypto';
import type { WhatsAppTemplateMessage, WhatsAppTextMessage } from '../whatsapp-provider';

/*
 * Meta's Cloud API wire rules shared by the adapter and its fake (reference/integrations.md §5):
 * the message bodies, the webhook signature and the error codes that mean "try again later".
 */

/** Meta's limit for a text body (§5.1). */
export const META_TEXT_MAX_LENGTH = 4096;

/** `X-Hub-Signature-256`: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret (§5.3). */
export function metaSignatureHeader(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** POST {graphUrl}/{apiVersion}/{phoneNumberId}/messages; an empty apiVersion is already in graphUrl. */
export function metaMessagesUrl(graphUrl: string, apiVersion: string, phoneNumberId: string): string {
  const base = graphUrl.replace(/\/+$/, '');
  const version = apiVersion.replace(/^\/+|\/+$/g, '');
  return `${base}${version ? `/${version}` : ''}/${encodeURIComponent(phoneNumberId)}/messages`;
}

/** Meta echoes `biz_opaque_callback_data` (up to 512 characters) in the message's status webhooks. */
function callbackData(reference: string | undefined) {
  return reference ? { biz_opaque_callback_data: reference.slice(0, 512) } : {};
}

/** Meta takes the number with or without a plus; Meja's stored form (no plus) is its wa_id form. */
export function metaTextBody(message: WhatsAppTextMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'text',
    text: { preview_url: false, body: message.body },
    ...callbackData(message.reference),
  };
}

export function metaTemplateBody(message: WhatsAppTemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { policy: 'deterministic', code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
        },
      ],
    },
    ...callbackData(message.reference),
  };
}

/**
 * Error codes that pass when tried again later, whatever the HTTP status they came with (Meta
 * answers some throttling with 400): 4 app call limit, 80007 WABA rate limit, 130429 throughput,
 * 131056 pair rate limit; 2 service down, 131000 something went wrong, 131016 service unavailable,
 * 133004 server temporarily unavailable. Not 131048 (spam limit: quality, not time) nor 131047.
 */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131056]);
const TEMPORARY_CODES = new Set([2, 131000, 131016, 133004]);

export function metaFailureOfCode(code: number | null): 'rate_limited' | 'unavailable' | null {
  if (code === null) return null;
  if (RATE_LIMIT_CODES.has(code)) return 'rate_limited';
  if (TEMPORARY_CODES.has(code)) return 'unavailable';
  return null;
}

/** Meta's error codes the fake and the docs name. */
export const META_CODES = {
  invalidToken: 190,
  invalidParameter: 100,
  throughput: 130429,
  somethingWentWrong: 131000,
  reEngagement: 131047,
  templateMissing: 132001,
} as const;
