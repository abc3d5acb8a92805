/*
 * A WhatsApp number as people read it. The API keeps numbers in international format without '+'
 * (6281234567890); an Indonesian one is shown '+62 812-3456-7890': the country code, the first three
 * digits of the national number (the operator's prefix of a mobile number), then the rest in two or
 * three even groups. A number of another country is shown '+' and its digits, as its own grouping
 * is not known here.
 */

/** The sizes of the groups after the prefix: '34567890' → 4 + 4, '3456789' → 4 + 3, '345678901' → 3 + 3 + 3. */
function groupSizes(length: number): number[] {
  if (length <= 4) return [length];
  const parts = length <= 8 ? 2 : 3;
  const base = Math.floor(length / parts);
  const longer = length % parts;
  return Array.from({ length: parts }, (_, index) => base + (index < longer ? 1 : 0));
}

/** '6281234567890' → '+62 812-3456-7890'; '6591234567' → '+6591234567'; no digits: as given. */
export function formatWhatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  if (!digits) return phone;
  if (!digits.startsWith('62') || digits.length < 7) return `+${digits}`;
  const national = digits.slice(2);
  const groups = [national.slice(0, 3)];
  let at = 3;
  for (const size of groupSizes(national.length - 3)) {
    groups.push(national.slice(at, at + size));
    at += size;
  }
  return `+62 ${groups.filter(Boolean).join('-')}`;
}
