import type { WhatsAppDeliveryStatus } from '../whatsapp-provider';

/*
 * Twilio's WhatsApp wire rules shared by the adapter and its fake (reference/integrations.md §6).
 */

/** Twilio's limit for `Body` (errors 21617, 21658); Meta's own 4096 does not apply through it. */
export const TWILIO_TEXT_MAX_LENGTH = 1600;

/** A Content API template SID: what a template is sent by at Twilio (`ContentSid`). */
export const CONTENT_SID = /^HX[0-9a-f]{32}$/i;

/** A Messaging Service SID, which sends instead of a fixed `From`. */
export const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

export function messagesPath(accountSid: string): string {
  return `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
}

export function twilioBasicAuth(accountSid: string, authToken: string): string {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
}

/** Meja's 6281234567890 → Twilio's whatsapp:+6281234567890. */
export function whatsappAddress(phone: string): string {
  return `whatsapp:+${phone.replace(/^whatsapp:/, '').replace(/^\+/, '')}`;
}

/** Twilio's whatsapp:+6281234567890 (or +62…) → Meja's 6281234567890; null when not a number. */
export function phoneOfAddress(address: string): string | null {
  const digits = address.replace(/^whatsapp:/, '').replace(/^\+/, '');
  return /^\d{6,15}$/.test(digits) ? digits : null;
}

/**
 * Twilio's MessageStatus in Meja's terms; null for the steps before 'sent' (queued, accepted,
 * scheduled, sending) and the inbound ones, which Meja does not track.
 */
export function deliveryStatusOf(messageStatus: string): WhatsAppDeliveryStatus | null {
  switch (messageStatus) {
    case 'sent':
    case 'delivered':
    case 'read':
    case 'failed':
      return messageStatus;
    case 'undelivered':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

export const TWILIO_CODES = {
  authenticate: 20003,
  tooManyRequests: 20429,
  invalidTo: 21211,
  bodyRequired: 21602,
  fromRequired: 21603,
  toRequired: 21604,
  bodyTooLong: 21617,
  invalidPair: 21910,
  outsideWindow: 63016,
} as const;
