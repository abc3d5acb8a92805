/**
 * QRIS (EMVCo merchant-presented mode): checking a tenant's static code and turning it into a dynamic
 * code for one exact amount (integrations §8). The result only rewrites text: the money still goes
 * straight to the merchant's own QRIS account, so no webhook ever confirms it.
 */
export interface TlvObject {
  id: string;
  value: string;
}

export type QrisCheck = { ok: true } | { ok: false; message: string };

export const QRIS_MESSAGES = {
  format: 'Format kode QRIS tidak valid.',
  crc: 'Kode QRIS statis tidak valid (CRC tidak cocok).',
  notQris: 'Bukan kode QRIS.',
  notStatic: 'Kode QRIS harus statis (bukan dinamis).',
  amount: 'Jumlah QRIS harus bilangan bulat rupiah 1 sampai 13 digit.',
} as const;

const QRIS_GUID = 'ID.CO.QRIS.WWW';
/** Tag 54 holds at most 13 characters. */
const MAX_AMOUNT = 9_999_999_999_999;
/** Amount, tip indicator, fixed fee and percentage fee: replaced by the one exact amount. */
const AMOUNT_TAGS = new Set(['54', '55', '56', '57']);

const utf8 = new TextEncoder();

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 uppercase hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * `ID(2 digits) LEN(2 digits) VALUE` objects, in order. Lengths count characters, not UTF-16 units
 * nor bytes, so the payload is walked by code point. Throws when an object is cut short or malformed.
 */
export function parseTlv(payload: string): TlvObject[] {
  const chars = Array.from(payload);
  const objects: TlvObject[] = [];
  let i = 0;
  while (i < chars.length) {
    const head = chars.slice(i, i + 4).join('');
    if (!/^\d{4}$/.test(head)) throw new Error(`Malformed TLV at ${i}`);
    const length = Number(head.slice(2));
    const end = i + 4 + length;
    if (end > chars.length) throw new Error(`TLV ${head.slice(0, 2)} at ${i} runs past the end`);
    objects.push({ id: head.slice(0, 2), value: chars.slice(i + 4, end).join('') });
    i = end;
  }
  return objects;
}

/** Whether the payload ends with a CRC object (`6304XXXX`) that matches everything before its value. */
export function isValidQrisCrc(payload: string): boolean {
  const text = payload.trim();
  if (text.length < 8 || text.slice(-8, -4) !== '6304') return false;
  return crc16ccitt(text.slice(0, -4)) === text.slice(-4).toUpperCase();
}

function hasQrisTemplate(objects: readonly TlvObject[]): boolean {
  return objects.some((o) => {
    if (o.id !== '51') return false;
    try {
      return parseTlv(o.value).some((sub) => sub.id === '00' && sub.value === QRIS_GUID);
    } catch {
      return false;
    }
  });
}

function inspect(payload: string): { ok: true; objects: TlvObject[] } | { ok: false; message: string } {
  const text = payload.trim();
  let objects: TlvObject[];
  try {
    objects = parseTlv(text);
  } catch {
    return { ok: false, message: QRIS_MESSAGES.format };
  }
  const first = objects[0];
  const last = objects.at(-1);
  if (first?.id !== '00' || first.value !== '01' || last?.id !== '63' || last.value.length !== 4) {
    return { ok: false, message: QRIS_MESSAGES.format };
  }
  if (!isValidQrisCrc(text)) return { ok: false, message: QRIS_MESSAGES.crc };
  if (!hasQrisTemplate(objects)) return { ok: false, message: QRIS_MESSAGES.notQris };
  const initiation = objects.find((o) => o.id === '01')?.value;
  if (initiation === '12') return { ok: false, message: QRIS_MESSAGES.notStatic };
  if (initiation !== '11') return { ok: false, message: QRIS_MESSAGES.format };
  return { ok: true, objects };
}

/** Whether a tenant's static QRIS payload can be saved (surrounding whitespace is ignored). */
export function checkStaticQris(payload: string): QrisCheck {
  const result = inspect(payload);
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}

function tlv(id: string, value: string): string {
  return `${id}${String(Array.from(value).length).padStart(2, '0')}${value}`;
}

/**
 * The dynamic code for `rupiah` (a whole amount): 01 becomes 12, amount and tip/fee objects give way
 * to one 54, objects are sorted by tag (00 stays first; 54 lands before 58) and a fresh CRC closes it.
 * Throws when the payload fails `checkStaticQris` or the amount is not 1 to 13 digits.
 */
export function dynamicQris(staticPayload: string, rupiah: number): string {
  const result = inspect(staticPayload);
  if (!result.ok) throw new Error(result.message);
  // Checked against the bound, not String(rupiah).length: String(1e21) is '1e+21', five characters.
  if (!Number.isInteger(rupiah) || rupiah <= 0 || rupiah > MAX_AMOUNT) throw new Error(QRIS_MESSAGES.amount);
  const body = result.objects
    .filter((o) => o.id !== '63' && !AMOUNT_TAGS.has(o.id))
    .map((o) => (o.id === '01' ? { id: o.id, value: '12' } : o))
    .concat({ id: '54', value: String(rupiah) })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((o) => tlv(o.id, o.value))
    .join('');
  const unsigned = `${body}6304`;
  return unsigned + crc16ccitt(unsigned);
}
