/*
 * Sharing a receipt as text (issue 12): the Web Share API where the device has it (a phone, a
 * tablet); else the clipboard and a WhatsApp link with the text.
 */

export type ShareOutcome =
  | { kind: 'shared' }
  /** The cashier closed the share sheet: nothing else to do. */
  | { kind: 'cancelled' }
  /** No share sheet: the text is on the clipboard, and WhatsApp can take it too. */
  | { kind: 'copied'; whatsappUrl: string }
  /** Neither worked: WhatsApp is the way left. */
  | { kind: 'whatsapp'; whatsappUrl: string };

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

export async function shareReceiptText(
  title: string,
  text: string,
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  const data = { title, text };
  if (target.share && (!target.canShare || target.canShare(data))) {
    try {
      await target.share(data);
      return { kind: 'shared' };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
      // Refused (not allowed here, no share target): the fallback below.
    }
  }
  const whatsappUrl = whatsappShareUrl(text);
  try {
    if (!target.clipboard) throw new Error('no clipboard');
    await target.clipboard.writeText(text);
    return { kind: 'copied', whatsappUrl };
  } catch {
    return { kind: 'whatsapp', whatsappUrl };
  }
}
