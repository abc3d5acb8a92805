/*
 * Consent on WhatsApp (issue 18): a diner who answers STOP — in English or Indonesian, as the
 * opt-in text tells them — is never messaged again by any restaurant on Meja's number.
 */

/** The replies that opt out, compared without case, spaces or trailing punctuation. */
export const STOP_WORDS = ['STOP', 'BERHENTI', 'UNSUBSCRIBE', 'STOP PROMO', 'BERHENTI PROMO'] as const;

const STOP_REPLIES: ReadonlySet<string> = new Set(STOP_WORDS);

/** Whether an inbound message is an opt-out: one of STOP_WORDS and nothing else. */
export function isStopReply(text: string): boolean {
  const words = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[.!,;:\s]+$/u, '')
    .trim()
    .replace(/\s+/gu, ' ');
  return STOP_REPLIES.has(words);
}
