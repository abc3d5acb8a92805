import { describe, expect, it } from 'vitest';
import { chatPhone, reservationPhone } from './phone';

describe('chatPhone (SPEC §5: non-digits removed, a leading 0 becomes 62)', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['(0812) 345', '62812345'],
    [' 0812 3456 7890 ', '6281234567890'],
    ['812345', '812345'],
    ['', ''],
    ['   ', ''],
    ['tidak ada', ''],
  ])('%j → %j', (raw, expected) => {
    expect(chatPhone(raw)).toBe(expected);
  });

  it('replaces only the first leading 0', () => {
    expect(chatPhone('00812')).toBe('620812');
  });
});

describe('reservationPhone (SPEC §5: digits and plus kept, leading plus dropped, 62 kept, leading 0 → 62)', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['62812…', '62812'],
    ['6281234567890', '6281234567890'],
    ['(0812) 345', '62812345'],
    ['+0812 345', '62812345'],
    ['++62812', '62812'],
    ['62+812', '62812'],
    ['', ''],
    ['+', ''],
  ])('%j → %j', (raw, expected) => {
    expect(reservationPhone(raw)).toBe(expected);
  });

  it('never keeps a plus sign, so the number is international format without a plus (SPEC §9)', () => {
    for (const raw of ['+62 812', '0812+3', '+ 62 + 812']) expect(reservationPhone(raw)).not.toContain('+');
  });
});
