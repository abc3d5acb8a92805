import { WhatsAppSendError, type WhatsAppSender } from './whatsapp-sender';

/** A send that takes longer is given up (the job goes on with the next notice). */
const TIMEOUT_MS = 10_000;

function errorOfBody(body: unknown): { message: string; code: number | null } {
  const error: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
  if (typeof error !== 'object' || error === null) return { message: 'unexpected answer', code: null };
  const message: unknown = Reflect.get(error, 'message');
  const code: unknown = Reflect.get(error, 'code');
  return {
    message: typeof message === 'string' ? message : 'unexpected answer',
    code: typeof code === 'number' ? code : null,
  };
}

function messageIdOf(body: unknown): string | null {
  const messages: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'messages') : undefined;
  const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
  const id: unknown = typeof first === 'object' && first !== null ? Reflect.get(first, 'id') : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * Meta's WhatsApp Cloud API (reference/integrations.md §5): POST `{graphUrl}/{phoneNumberId}/messages`
 * with the access token as a bearer. Business-initiated messages must be approved templates (the
 * 24-hour rule), so this sender sends templates only.
 */
export function createMetaWhatsAppSender(options: {
  /** The Graph API with its version (WHATSAPP_GRAPH_URL): https://graph.facebook.com/v26.0. */
  graphUrl: string;
  fetch?: typeof fetch;
}): WhatsAppSender {
  const doFetch = options.fetch ?? fetch;
  const base = options.graphUrl.replace(/\/+$/, '');
  return {
    async sendTemplate(account, message) {
      const response = await doFetch(`${base}/${encodeURIComponent(account.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
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
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const { message: text, code } = errorOfBody(body);
        throw new WhatsAppSendError(`WhatsApp (Meta) ${response.status}: ${text}`, response.status, code);
      }
      const messageId = messageIdOf(body);
      if (!messageId)
        throw new WhatsAppSendError('WhatsApp (Meta): no message id in the answer', response.status, null);
      return { messageId };
    },
  };
}
