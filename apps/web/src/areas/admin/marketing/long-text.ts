/** Longer texts show two lines until the admin asks for all of it. */
export const CLAMPED_FROM_CHARS = 90;

/** Whether a text needs 'Tampilkan semua': longer than about two lines, or more than two lines of its own. */
export function isLongText(text: string, fromChars: number = CLAMPED_FROM_CHARS): boolean {
  return text.length > fromChars || text.split('\n').length > 2;
}
