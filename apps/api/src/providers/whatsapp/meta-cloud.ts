import { createMetaWhatsAppProvider } from './meta/meta-whatsapp';
import type { WhatsAppSender } from './whatsapp-sender';

/**
 * The lifecycle reminders' sender: Meta's Cloud API provider (meta/meta-whatsapp.ts) made for the
 * account of each send. It only sends, so it needs no app secret nor verify token.
 */
export function createMetaWhatsAppSender(options: {
  /** The Graph API with its version (WHATSAPP_GRAPH_URL): https://graph.facebook.com/v26.0. */
  graphUrl: string;
  fetch?: typeof fetch;
}): WhatsAppSender {
  return {
    sendTemplate(account, message) {
      const provider = createMetaWhatsAppProvider(
        {
          provider: 'meta',
          graphUrl: options.graphUrl,
          apiVersion: '',
          phoneNumberId: account.phoneNumberId,
          accessToken: account.accessToken,
          appSecret: '',
          verifyToken: '',
        },
        options.fetch ? { fetch: options.fetch } : {},
      );
      return provider.sendTemplate(message);
    },
  };
}
