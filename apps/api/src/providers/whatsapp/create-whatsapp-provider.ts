import { createMetaWhatsAppProvider } from './meta/meta-whatsapp';
import { createNoneWhatsAppProvider } from './none-whatsapp';
import { createTwilioWhatsAppProvider } from './twilio/twilio-whatsapp';
import type { WhatsAppRuntime } from './whatsapp-http';
import type { WhatsAppConfig, WhatsAppProvider } from './whatsapp-provider';

/**
 * The provider a configuration names (the platform settings, decrypted by the caller). `runtime`
 * is for tests: another fetch, clock or timeout.
 */
export function createWhatsAppProvider(
  config: WhatsAppConfig,
  runtime: WhatsAppRuntime = {},
): WhatsAppProvider {
  switch (config.provider) {
    case 'none':
      return createNoneWhatsAppProvider();
    case 'meta':
      return createMetaWhatsAppProvider(config, runtime);
    case 'twilio':
      return createTwilioWhatsAppProvider(config, runtime);
  }
}
