/*
 * The approved WhatsApp templates of the platform's number (issue 18): a message that starts a
 * conversation outside the 24-hour window goes only as a template the provider approved. Meta names
 * a template (lowercase letters, digits and underscores); Twilio names its Content Template by its
 * Content SID (HX and 32 hexadecimal digits). Which one a setting holds follows the provider.
 */

export const WA_TEMPLATE_MAX_LENGTH = 512;
export const WA_TEMPLATE_LANGUAGE_MIN = 2;
export const WA_TEMPLATE_LANGUAGE_MAX = 10;

/** Twilio's Content SID of an approved Content Template. */
export const TWILIO_CONTENT_SID = /^HX[0-9a-f]{32}$/;
/** Meta's template name (as its WhatsApp Manager accepts it). */
export const META_TEMPLATE_NAME = /^[a-z0-9_]+$/;

export const WA_TEMPLATE_MESSAGES = {
  tooLong: `Maksimal ${WA_TEMPLATE_MAX_LENGTH} karakter`,
  twilio: 'Content SID Twilio diawali HX lalu 32 angka atau huruf a–f',
  meta: 'Nama template Meta hanya huruf kecil, angka dan garis bawah, mis. pesanan_siap',
  language: `Kode bahasa ${WA_TEMPLATE_LANGUAGE_MIN}–${WA_TEMPLATE_LANGUAGE_MAX} karakter (huruf, _ atau -), mis. id atau en_US`,
} as const;

/** The template settings whose value depends on the provider. */
export const WA_TEMPLATE_FIELDS = ['waBroadcastTemplate', 'waReadyTemplate'] as const;
export type WaTemplateField = (typeof WA_TEMPLATE_FIELDS)[number];

/**
 * What is wrong with a template setting under `provider`, or null: empty is always allowed (no
 * template: outside the window nothing is sent); Twilio's is a Content SID, Meta's a template name;
 * without a provider only the length counts.
 */
export function waTemplateProblem(provider: string, template: string): string | null {
  if (template === '') return null;
  if (template.length > WA_TEMPLATE_MAX_LENGTH) return WA_TEMPLATE_MESSAGES.tooLong;
  if (provider === 'twilio') return TWILIO_CONTENT_SID.test(template) ? null : WA_TEMPLATE_MESSAGES.twilio;
  if (provider === 'meta') return META_TEMPLATE_NAME.test(template) ? null : WA_TEMPLATE_MESSAGES.meta;
  return null;
}

/**
 * The template settings that do not fit the provider, as field messages (empty when all fit):
 * checked on the values the settings will hold after a change.
 */
export function waTemplateProblems(settings: {
  waProvider: string;
  waBroadcastTemplate: string;
  waReadyTemplate: string;
}): Partial<Record<WaTemplateField, string>> {
  const problems: Partial<Record<WaTemplateField, string>> = {};
  for (const field of WA_TEMPLATE_FIELDS) {
    const problem = waTemplateProblem(settings.waProvider, settings[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
