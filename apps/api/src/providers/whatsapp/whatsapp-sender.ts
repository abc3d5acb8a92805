/** A WhatsApp template message to one number (business-initiated: a reminder, not a chat reply). */
export interface WhatsAppTemplateMessage {
  /** International format without a plus: 6281234567890. */
  to: string;
  /** The name of a template approved in the provider's console. */
  template: string;
  /** The template's language code ('id'). */
  language: string;
  /** The values of the template body's {{1}}, {{2}}… in order. */
  bodyParameters: readonly string[];
}

/** The credentials of the platform's WhatsApp number, from the platform settings. */
export interface WhatsAppAccount {
  phoneNumberId: string;
  accessToken: string;
}

/** Sends WhatsApp messages through a provider; throws WhatsAppSendError when it refuses. */
export interface WhatsAppSender {
  sendTemplate(account: WhatsAppAccount, message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}

export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly providerCode: number | null,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}
