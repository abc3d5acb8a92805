import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';
import { chooseLocale } from '../../i18n/locale';
import { formatTime } from './pos-format';
import { fieldProblemText, posErrorMessages, posErrorText, queuedErrorText } from './pos-errors';

const soldOut = new ApiError({ status: 409, code: 'SOLD_OUT', message: 'Maaf, ES JERUK sedang habis.' });
const limited = (retryAfterSeconds: number | null) =>
  new ApiError({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Terlalu banyak percobaan login. Coba lagi dalam 5 menit.',
    retryAfterSeconds,
  });
const unknownCode = new ApiError({ status: 418, code: 'TEAPOT', message: 'Teko' });

/** Switches to English and waits for the POS chunk (loaded when a POS catalogue is listened to). */
async function english(): Promise<void> {
  chooseLocale('en');
  const stop = posErrorMessages.listen(() => undefined);
  for (let tries = 0; tries < 50 && i18n.cache.en?.['pos/errors'] === undefined; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  stop();
}

describe('posErrorText in Indonesian (the source locale)', () => {
  it("shows the server's own message, which names the dish or the wait", () => {
    expect(posErrorText(soldOut, 'Failed to create order')).toBe('Maaf, ES JERUK sedang habis.');
    expect(posErrorText(limited(300), 'x')).toBe('Terlalu banyak percobaan login. Coba lagi dalam 5 menit.');
  });

  it("shows a form field's problem as the contract words it", () => {
    expect(fieldProblemText('Kas awal harus bilangan bulat 0 atau lebih', 'Enter an amount')).toBe(
      'Kas awal harus bilangan bulat 0 atau lebih',
    );
    expect(fieldProblemText(undefined, 'Enter an amount')).toBeUndefined();
  });

  it("shows a refused queued write's kept message", () => {
    expect(
      queuedErrorText({ lastError: 'Maaf, ES JERUK sedang habis.', lastErrorCode: 'SOLD_OUT' }, 'x'),
    ).toBe('Maaf, ES JERUK sedang habis.');
    expect(queuedErrorText({ lastError: null }, 'Ditolak server.')).toBe('Ditolak server.');
  });

  it('falls back without a message', () => {
    expect(posErrorText(null, 'Failed to create order')).toBe('Failed to create order');
  });
});

describe('posErrorText in English', () => {
  beforeAll(english);
  afterAll(() => chooseLocale('id'));

  it("shows the English text for the error's code", () => {
    expect(posErrorText(soldOut, 'Failed')).toBe('Sorry, an item is sold out. The menu has been reloaded.');
    const shift = new ApiError({ status: 409, code: 'SHIFT_REQUIRED', message: 'Buka shift' });
    expect(posErrorText(shift, 'Failed')).toBe('Open a shift first to start selling.');
  });

  it('names the dishes a sold-out refusal lists, and words a bare failure with the fallback', () => {
    const named = new ApiError({
      status: 409,
      code: 'SOLD_OUT',
      message: 'Stok Telur tidak cukup untuk NASI GORENG, MIE GORENG.',
      dishes: ['NASI GORENG', 'MIE GORENG'],
    });
    expect(posErrorText(named, 'Failed')).toBe(
      'Sorry, sold out: NASI GORENG, MIE GORENG. The menu has been reloaded.',
    );
    const bare = new ApiError({ status: 502, code: 'HTTP_502', message: 'Permintaan gagal (HTTP 502).' });
    expect(posErrorText(bare, 'Failed to create order')).toBe('Failed to create order');
    const offline = new ApiError({ status: 0, code: 'NETWORK', message: 'Tidak dapat terhubung' });
    expect(posErrorText(offline, 'Failed')).toBe('Cannot reach the server. Check your internet connection.');
    const open = new ApiError({ status: 409, code: 'SHIFT_ALREADY_OPEN', message: 'Anda masih punya shift' });
    expect(posErrorText(open, 'Failed')).toBe(
      'You still have an open shift. Close it before opening a new one.',
    );
  });

  it("shows the field's own text for a form field's problem, and nothing without one", () => {
    expect(fieldProblemText('Kas awal harus bilangan bulat 0 atau lebih', 'Enter an amount')).toBe(
      'Enter an amount',
    );
    expect(fieldProblemText(undefined, 'Enter an amount')).toBeUndefined();
  });

  it('shows a refused queued write by its kept code, else its kept message', () => {
    const soldOutItem = { lastError: 'Maaf, ES JERUK sedang habis.', lastErrorCode: 'SOLD_OUT' };
    expect(queuedErrorText(soldOutItem, 'x')).toBe('Sorry, an item is sold out. The menu has been reloaded.');
    expect(queuedErrorText({ lastError: 'Teko', lastErrorCode: 'TEAPOT' }, 'x')).toBe('Teko');
    expect(queuedErrorText({ lastError: 'Lama' }, 'x')).toBe('Lama');
    expect(queuedErrorText({ lastError: null }, 'Refused.')).toBe('Refused.');
  });

  it('says how long to wait when rate limited', () => {
    expect(posErrorText(limited(45), 'x')).toBe('Too many attempts. Try again in 45 seconds.');
    expect(posErrorText(limited(61), 'x')).toBe('Too many attempts. Try again in 2 minutes.');
    expect(posErrorText(limited(null), 'x')).toBe('Too many attempts. Try again later.');
  });

  it("keeps the server's message for a code it does not know, and the fallback without an error", () => {
    expect(posErrorText(unknownCode, 'Failed')).toBe('Teko');
    expect(posErrorText(new Error(''), 'Failed to save')).toBe('Failed to save');
  });

  it('writes times the English way, on the 24-hour clock of the till', () => {
    const local = new Date(2026, 0, 5, 14, 5);
    expect(formatTime(local.toISOString())).toBe('14:05');
  });
});
