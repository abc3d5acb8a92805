import { z } from 'zod';
import { numberInput } from './input';
import {
  WA_TEMPLATE_LANGUAGE_MAX,
  WA_TEMPLATE_LANGUAGE_MIN,
  WA_TEMPLATE_MAX_LENGTH,
  WA_TEMPLATE_MESSAGES,
} from '../whatsapp-templates';

/** GET /api/v1/public/settings */
export const publicSettings = z.object({
  data: z.object({
    priceBasic: z.number(),
    pricePOS: z.number(),
    pricePro: z.number(),
    priceEnterprise: z.number(),
    whatsappNumber: z.string(),
    trialDays: z.number().int(),
    /** The login pages may list (and prefill) the demo accounts: SEED_DEMO on, not production. */
    demoLogins: z.boolean(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettings>;

/** What the super admin chooses (issue 15); registry.ts answers 503 for a provider not built yet. */
export const BILLING_PROVIDERS = ['manual', 'midtrans', 'xendit', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];
export const WA_PROVIDERS = ['none', 'meta', 'twilio'] as const;

/** The credentials stored encrypted: a reply shows only whether one is set and its last 4 characters. */
export const PLATFORM_SECRET_FIELDS = [
  'waAccessToken',
  'waVerifyToken',
  'waAppSecret',
  'twilioAuthToken',
  'xenditApiKey',
  'xenditCallbackToken',
  'midtransServerKey',
  'stripeSecretKey',
  'stripeWebhookSecret',
] as const;
export type PlatformSecretField = (typeof PLATFORM_SECRET_FIELDS)[number];

export const PLATFORM_SETTINGS_MESSAGES = {
  price: 'Harga harus bilangan bulat 0–1.000.000.000',
  days: 'Jumlah hari harus bilangan bulat 0–365',
  reminderDays: 'Isi 1–10 angka hari berbeda (1–60), dipisah koma, misalnya 7,3,1',
  whatsappNumber: 'Nomor WhatsApp hanya boleh berisi angka, spasi, +, - (maks. 20 karakter)',
  text: 'Maksimal 200 karakter',
  secret: 'Maksimal 500 karakter, tanpa spasi di awal atau akhir',
} as const;

const M = PLATFORM_SETTINGS_MESSAGES;
/** Rupiah, typed or sent as a number ('99000' from a form field reads as 99000). */
const price = numberInput(z.number(M.price).int(M.price).min(0, M.price).max(1_000_000_000, M.price));
const days = numberInput(z.number(M.days).int(M.days).min(0, M.days).max(365, M.days));
const shortText = z.string().trim().max(200, PLATFORM_SETTINGS_MESSAGES.text);
const waNumber = z
  .string()
  .trim()
  .max(20, PLATFORM_SETTINGS_MESSAGES.whatsappNumber)
  .regex(/^[\d +-]*$/, PLATFORM_SETTINGS_MESSAGES.whatsappNumber);
/**
 * An approved template as typed (issue 18): Meta's template name or Twilio's Content SID, '' for
 * none. Which of the two it must be follows the provider (waTemplateProblem, checked on save).
 */
const waTemplate = z.string().trim().max(WA_TEMPLATE_MAX_LENGTH, WA_TEMPLATE_MESSAGES.tooLong);
/** The templates' language code as Meta names it ('id', 'en_US'). */
const waTemplateLanguage = z
  .string()
  .trim()
  .min(WA_TEMPLATE_LANGUAGE_MIN, WA_TEMPLATE_MESSAGES.language)
  .max(WA_TEMPLATE_LANGUAGE_MAX, WA_TEMPLATE_MESSAGES.language)
  .regex(/^[A-Za-z_-]+$/, WA_TEMPLATE_MESSAGES.language);
/** A secret as typed: blank (or absent) keeps the stored one. */
export const secretInput = z
  .string()
  .max(500, PLATFORM_SETTINGS_MESSAGES.secret)
  .refine((v) => v === v.trim(), PLATFORM_SETTINGS_MESSAGES.secret);

/** The days before an invoice's due date that a reminder goes: a list, or its text ('7,3,1'). */
const reminderDay = z
  .number(M.reminderDays)
  .int(M.reminderDays)
  .min(1, M.reminderDays)
  .max(60, M.reminderDays);
export const reminderDaysInput = z
  .preprocess(
    (value) => (typeof value === 'string' ? (parseReminderDaysText(value) ?? value) : value),
    z
      .array(reminderDay, M.reminderDays)
      .min(1, M.reminderDays)
      .max(10, M.reminderDays)
      .refine((list) => new Set(list).size === list.length, M.reminderDays),
  )
  .transform((list) => [...list].sort((x, y) => y - x));

/**
 * 'Hari pengingat' as typed ('7, 3,1'): the days before an invoice's due date, or null when the
 * text is not a list of whole numbers (the contract then says what is wrong with the list).
 */
export function parseReminderDaysText(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part))) return null;
  return parts.map(Number);
}

/** PATCH /api/v1/super-admin/settings: any subset of the settings; a blank secret keeps the stored one. */
export const platformSettingsUpdate = z
  .object({
    billingProvider: z.enum(BILLING_PROVIDERS),
    priceBasic: price,
    pricePOS: price,
    pricePro: price,
    priceEnterprise: price,
    whatsappNumber: waNumber,
    trialDays: days,
    reminderDays: reminderDaysInput,
    graceDays: days,
    bankName: shortText,
    bankAccountNumber: shortText,
    bankAccountName: shortText,
    bankTransferNote: shortText,
    broadcastPricePerRecipient: price,
    waProvider: z.enum(WA_PROVIDERS),
    waPhoneNumberId: shortText,
    waBusinessNumber: waNumber,
    twilioAccountSid: shortText,
    twilioFromNumber: waNumber,
    /** The broadcast template: {{1}} the restaurant's name, {{2}} the message. */
    waBroadcastTemplate: waTemplate,
    /** The order-ready template: {{1}} the restaurant's name, {{2}} the order's number. */
    waReadyTemplate: waTemplate,
    waTemplateLanguage,
    midtransClientKey: shortText,
    midtransIsProduction: z.boolean(),
    waAccessToken: secretInput,
    waVerifyToken: secretInput,
    waAppSecret: secretInput,
    twilioAuthToken: secretInput,
    xenditApiKey: secretInput,
    xenditCallbackToken: secretInput,
    midtransServerKey: secretInput,
    stripeSecretKey: secretInput,
    stripeWebhookSecret: secretInput,
  })
  .partial()
  .strict();
export type PlatformSettingsUpdate = z.infer<typeof platformSettingsUpdate>;

export const maskedSecret = z.object({
  set: z.boolean(),
  /** The last 4 characters; '' for a secret of 4 characters or fewer, null when none is stored. */
  last4: z.string().nullable(),
});
export type MaskedSecret = z.infer<typeof maskedSecret>;

/** GET/PATCH /api/v1/super-admin/settings: the settings, secrets masked. */
export const platformSettingsResponse = z.object({
  data: z.object({
    billingProvider: z.string(),
    priceBasic: z.number(),
    pricePOS: z.number(),
    pricePro: z.number(),
    priceEnterprise: z.number(),
    whatsappNumber: z.string(),
    trialDays: z.number().int(),
    reminderDays: z.array(z.number().int()),
    graceDays: z.number().int(),
    bankName: z.string(),
    bankAccountNumber: z.string(),
    bankAccountName: z.string(),
    bankTransferNote: z.string(),
    broadcastPricePerRecipient: z.number(),
    waProvider: z.string(),
    waPhoneNumberId: z.string(),
    waBusinessNumber: z.string(),
    twilioAccountSid: z.string(),
    twilioFromNumber: z.string(),
    waBroadcastTemplate: z.string(),
    waReadyTemplate: z.string(),
    waTemplateLanguage: z.string(),
    midtransClientKey: z.string(),
    midtransIsProduction: z.boolean(),
    secrets: z.object({
      waAccessToken: maskedSecret,
      waVerifyToken: maskedSecret,
      waAppSecret: maskedSecret,
      twilioAuthToken: maskedSecret,
      xenditApiKey: maskedSecret,
      xenditCallbackToken: maskedSecret,
      midtransServerKey: maskedSecret,
      stripeSecretKey: maskedSecret,
      stripeWebhookSecret: maskedSecret,
    }),
  }),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsResponse>['data'];
