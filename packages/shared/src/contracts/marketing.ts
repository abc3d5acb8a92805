import { z } from 'zod';
import { WA_PROVIDERS } from './platform';

/*
 * /api/v1/tenant/{slug}/customers (SPEC §7, issue 18): the restaurant's WhatsApp leads — diners who
 * opted in from the menu banner, with what they agreed to and when — and their opt-outs, which are
 * honoured forever.
 */

export const OPT_OUT_SOURCES = ['reply', 'admin'] as const;
export const LEAD_FILTERS = ['all', 'reachable', 'opted-out'] as const;
/** The most leads one answer carries (the CSV export asks for them all). */
export const MAX_LEADS_PER_PAGE = 10_000;

export const lead = z.object({
  _id: z.string(),
  /** International format without '+': 6281234567890. */
  phone: z.string(),
  source: z.string(),
  consentedAt: z.string(),
  /** The opt-in text the diner agreed to; '' for a lead from before it was kept. */
  consentText: z.string(),
  optedOutAt: z.string().nullable(),
  optOutSource: z.enum(OPT_OUT_SOURCES).nullable(),
});
export type Lead = z.infer<typeof lead>;

export const leadQuery = z.object({
  /** Part of the phone number (digits; a leading 0 reads as 62). */
  search: z.string().trim().max(30).optional(),
  filter: z.enum(LEAD_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(MAX_LEADS_PER_PAGE).default(200),
});
export type LeadQuery = z.input<typeof leadQuery>;

/** Newest consent first; `total` counts every match, `reachable` the matches not opted out. */
export const leadList = z.object({
  items: z.array(lead),
  total: z.number().int(),
  reachable: z.number().int(),
});
export type LeadList = z.infer<typeof leadList>;

export const leadResponse = z.object({ lead });

/** GET /tenant/{slug}/wa/status: the platform's WhatsApp number, as far as the restaurant needs to know. */
export const waStatus = z.object({
  provider: z.enum(WA_PROVIDERS),
  /** Whether messages can be sent now (a provider with its credentials). */
  ready: z.boolean(),
  businessNumber: z.string(),
});
export type WaStatus = z.infer<typeof waStatus>;

/**
 * GET /wa/qr and POST /wa/start (SPEC §7): the device connection. Meja's providers are the
 * WhatsApp Business APIs (Meta, Twilio), connected by the super admin's credentials: there is no
 * phone to link, so `qr` is null and `start` only checks again. A device-link provider would put the
 * pairing text in `qr`, which the browser draws itself (the `qrcode` package), never through a
 * third-party image service.
 */
export const waQr = z.object({ status: waStatus, qr: z.string().nullable() });
export type WaQr = z.infer<typeof waQr>;

/** A WhatsApp webhook accepted: how many events it carried. */
export const whatsappWebhookReceived = z.object({ received: z.literal(true), events: z.number().int() });

export const TEST_SEND_MESSAGES = {
  to: 'Masukkan nomor WhatsApp tujuan',
  toInvalid: 'Nomor WhatsApp tidak valid.',
  message: 'Pesan 5 sampai 4096 karakter',
  optedOut: 'Nomor ini sudah berhenti menerima pesan dan tidak akan dikirimi lagi.',
} as const;

/** POST /tenant/{slug}/marketing/test-send: one free-form message to one number (throttled). */
export const testSendRequest = z
  .object({
    to: z
      .string({ error: TEST_SEND_MESSAGES.to })
      .trim()
      .min(1, TEST_SEND_MESSAGES.to)
      .max(30, TEST_SEND_MESSAGES.toInvalid),
    message: z
      .string({ error: TEST_SEND_MESSAGES.message })
      .trim()
      .min(5, TEST_SEND_MESSAGES.message)
      .max(4096, TEST_SEND_MESSAGES.message),
  })
  .strict();
export type TestSendRequest = z.input<typeof testSendRequest>;
export const testSendResponse = z.object({ messageId: z.string(), to: z.string() });

/* ---- Broadcasts (issue 18): /api/v1/tenant/{slug}/marketing/broadcasts ---- */

/**
 * AWAITING_PAYMENT until its invoice is paid (when the super admin set a price), QUEUED until a
 * sender takes it, SENDING, then DONE once every recipient is sent, failed or skipped; CANCELLED
 * when the admin withdrew it before paying.
 */
export const BROADCAST_STATUSES = ['AWAITING_PAYMENT', 'QUEUED', 'SENDING', 'DONE', 'CANCELLED'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** One recipient's message: 'sending' while a sender holds it; 'skipped' when they opted out before it went. */
export const RECIPIENT_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const BROADCAST_MESSAGES = {
  message: 'Pesan 5 sampai 4096 karakter',
  noLeads: 'Belum ada pelanggan WhatsApp yang bisa dikirimi pesan.',
  tooLong: (max: number) =>
    `Pesan terlalu panjang untuk WhatsApp: paling banyak ${max} karakter termasuk nama restoran dan petunjuk berhenti.`,
  created: 'Broadcast dibuat.',
} as const;

/** POST /marketing/broadcasts: the message; the recipients are the leads not opted out now. */
export const broadcastRequest = z
  .object({
    message: z
      .string({ error: BROADCAST_MESSAGES.message })
      .trim()
      .min(5, BROADCAST_MESSAGES.message)
      .max(4096, BROADCAST_MESSAGES.message),
  })
  .strict();
export type BroadcastRequest = z.input<typeof broadcastRequest>;

export const broadcast = z.object({
  _id: z.string(),
  message: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  recipientsCount: z.number().int(),
  /** Recipients whose message went (sent, delivered or read). */
  sentCount: z.number().int(),
  deliveredCount: z.number().int(),
  readCount: z.number().int(),
  failCount: z.number().int(),
  skippedCount: z.number().int(),
  /** Still to go (queued or being sent). */
  pendingCount: z.number().int(),
  /** Rupiah: what it costs (0: free). */
  amount: z.number().int(),
  /** Where to pay it while AWAITING_PAYMENT; null otherwise. */
  paymentUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcast>;

/** Newest first (the last 50), with what the form needs: the price and how many leads a new one reaches. */
export const broadcastList = z.object({
  items: z.array(broadcast),
  /** Rupiah per recipient set by the super admin (0: broadcasts are free). */
  pricePerRecipient: z.number().int(),
  /** Leads not opted out: the recipients of a broadcast made now. */
  reachableLeads: z.number().int(),
});
export type BroadcastList = z.infer<typeof broadcastList>;

/** The broadcast made; `paymentUrl` is where the browser goes when it must be paid first (SPEC §5). */
export const broadcastCreated = z.object({ broadcast, paymentUrl: z.string().nullable() });
export type BroadcastCreated = z.infer<typeof broadcastCreated>;
export const broadcastResponse = z.object({ broadcast });
