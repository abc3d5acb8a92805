import { WhatsAppSendError, WhatsAppWebhookRefused, type WhatsAppProvider } from './whatsapp-provider';

/** The default: no provider is configured, so nothing is sent and no webhook exists. */
export function createNoneWhatsAppProvider(): WhatsAppProvider {
  const refuse = () =>
    Promise.reject(
      new WhatsAppSendError(
        'WhatsApp is not set up: the super admin picks a provider (Meta or Twilio) first',
        {
          failure: 'not_configured',
        },
      ),
    );
  return {
    id: 'none',
    maxTextLength: 0,
    sendText: refuse,
    sendTemplate: refuse,
    verifyWebhook: () =>
      Promise.reject(new WhatsAppWebhookRefused(404, 'no WhatsApp provider is configured')),
  };
}
