import { describe, expect, it } from 'vitest';
import { formatWhatsAppNumber } from './phone-display';

describe('a WhatsApp number as people read it', () => {
  it('groups an Indonesian mobile number after +62', () => {
    expect(formatWhatsAppNumber('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatWhatsAppNumber('628123456789')).toBe('+62 812-3456-789');
    expect(formatWhatsAppNumber('62812345678')).toBe('+62 812-345-678');
    expect(formatWhatsAppNumber('6281234567')).toBe('+62 812-345-67');
  });

  it('splits a long national number into three groups', () => {
    expect(formatWhatsAppNumber('62812345678901')).toBe('+62 812-345-678-901');
    expect(formatWhatsAppNumber('628123456789012')).toBe('+62 812-3456-789-012');
  });

  it('keeps every digit, in order', () => {
    for (let length = 7; length <= 15; length += 1) {
      const digits = `62${'8123456789012'.slice(0, length - 2)}`;
      expect(formatWhatsAppNumber(digits).replace(/\D+/g, '')).toBe(digits);
    }
  });

  it('shows a short number, or one of another country, as + and its digits', () => {
    expect(formatWhatsAppNumber('6591234567')).toBe('+6591234567');
    expect(formatWhatsAppNumber('62812')).toBe('+62812');
  });

  it('reads only the digits of what it is given, and leaves a value without any as it is', () => {
    expect(formatWhatsAppNumber('+62 812 3456 7890')).toBe('+62 812-3456-7890');
    expect(formatWhatsAppNumber('')).toBe('');
    expect(formatWhatsAppNumber('tidak ada')).toBe('tidak ada');
  });
});
