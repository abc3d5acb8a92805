/*
 * What a broadcast says on the recipient's phone (issue 18): every restaurant sends through the
 * platform's one WhatsApp number, so each message is signed with the restaurant's name and ends
 * with how to stop (consent law: an opt-out in every marketing message).
 */

export const BROADCAST_FOOTER = 'Balas STOP untuk berhenti menerima pesan.';

export function broadcastText(message: string, restaurant: string): string {
  return `${message}\n\n— ${restaurant}\n${BROADCAST_FOOTER}`;
}

/** The longest message that still fits the provider's free-form limit once signed. */
export function longestBroadcastMessage(restaurant: string, maxTextLength: number): number {
  return maxTextLength - [...broadcastText('', restaurant)].length;
}
