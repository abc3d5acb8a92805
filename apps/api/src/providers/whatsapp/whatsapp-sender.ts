import type { WhatsAppTemplateMessage } from './whatsapp-provider';

/** The credentials of the platform's WhatsApp number, from the platform settings. */
export interface WhatsAppAccount {
  phoneNumberId: string;
  accessToken: string;
}

/**
 * Sends the lifecycle reminders' templates through Meta with the account of the moment (the
 * platform settings are read at each run); throws WhatsAppSendError when it refuses.
 */
export interface WhatsAppSender {
  sendTemplate(account: WhatsAppAccount, message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}
