import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStaticQris, crc16ccitt, dynamicQris, isValidQrisCrc, parseTlv, QRIS_MESSAGES } from './qris';

// integrations §8.2: a fictional merchant; the CRCs were checked against the `crc` npm package.
const STATIC =
  '00020101021126700020ID.CO.BANKCONTOH.WWW011993600999000000123450212MID0000123450303UMI51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI5204581253033605802ID5922WARUNG MAKAN SEDERHANA6007JAKARTA61051219062110707KASIR0163043BB2';
const DYNAMIC =
  '00020101021226700020ID.CO.BANKCONTOH.WWW011993600999000000123450212MID0000123450303UMI51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI5204581253033605405250005802ID5922WARUNG MAKAN SEDERHANA6007JAKARTA61051219062110707KASIR016304A380';

const QRIS_51 = '51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI';
const MERCHANT = '5204581253033605802ID5922WARUNG MAKAN SEDERHANA6007JAKARTA610512190';

/** A payload closed by its correct CRC object. */
function signed(body: string): string {
  return `${body}6304${crc16ccitt(`${body}6304`)}`;
}

describe('crc16ccitt (CRC-16/CCITT-FALSE)', () => {
  it('gives the standard check value', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('follows the worked example byte by byte and starts from FFFF', () => {
    expect(crc16ccitt('')).toBe('FFFF');
    expect(crc16ccitt('0')).toBe('D7A3');
    expect(crc16ccitt('00')).toBe('2EC9');
    expect(crc16ccitt('000')).toBe('3AFF');
  });

  it('gives the §8.2 CRCs for the static and dynamic example', () => {
    expect(crc16ccitt(STATIC.slice(0, -4))).toBe('3BB2');
    expect(crc16ccitt(DYNAMIC.slice(0, -4))).toBe('A380');
  });

  it('runs over UTF-8 bytes, not UTF-16 units (values from Python binascii.crc_hqx)', () => {
    expect(crc16ccitt('é')).toBe('7ACB');
    expect(crc16ccitt('😀')).toBe('4F4F');
  });

  it('always answers 4 uppercase hex digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        expect(crc16ccitt(s)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });
});

describe('parseTlv', () => {
  it('splits the §8.2 static payload into its top-level objects', () => {
    expect(parseTlv(STATIC).map((o) => o.id)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    expect(parseTlv(STATIC)).toContainEqual({ id: '59', value: 'WARUNG MAKAN SEDERHANA' });
    expect(parseTlv(STATIC).at(-1)).toEqual({ id: '63', value: '3BB2' });
  });

  it('reads nested templates with the same rule', () => {
    const t51 = parseTlv(STATIC).find((o) => o.id === '51');
    expect(parseTlv(t51?.value ?? '')).toEqual([
      { id: '00', value: 'ID.CO.QRIS.WWW' },
      { id: '02', value: 'ID1023000012345' },
      { id: '03', value: 'UMI' },
    ]);
  });

  it('reads an empty payload and an empty value', () => {
    expect(parseTlv('')).toEqual([]);
    expect(parseTlv('0100')).toEqual([{ id: '01', value: '' }]);
  });

  it('counts lengths in characters, even outside the BMP', () => {
    expect(parseTlv('5903A😀B6002ID')).toEqual([
      { id: '59', value: 'A😀B' },
      { id: '60', value: 'ID' },
    ]);
  });

  it.each([
    ['a value cut short', '000201010'],
    ['a header cut short', '000201010'.slice(0, 7)],
    ['a lone id', '00'],
    ['a non-digit id', 'AB0201'],
    ['a non-digit length', '00x201'],
    ['a signed length', '00+101'],
    ['trailing garbage', `${STATIC}X`],
    ['leading whitespace', ` ${STATIC}`],
    ['a URL', 'https://example.com/pay'],
  ])('throws on %s', (_name, payload) => {
    expect(() => parseTlv(payload)).toThrow();
  });

  it('round-trips any sequence of objects', () => {
    const object = fc.record({
      id: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
      value: fc.string({ unit: 'binary', maxLength: 99 }),
    });
    fc.assert(
      fc.property(fc.array(object, { maxLength: 8 }), (objects) => {
        const text = objects
          .map((o) => `${o.id}${String(Array.from(o.value).length).padStart(2, '0')}${o.value}`)
          .join('');
        expect(parseTlv(text)).toEqual(objects);
      }),
    );
  });
});

describe('isValidQrisCrc', () => {
  it('accepts the §8.2 examples, with a lowercase CRC and surrounding whitespace', () => {
    expect(isValidQrisCrc(STATIC)).toBe(true);
    expect(isValidQrisCrc(DYNAMIC)).toBe(true);
    expect(isValidQrisCrc(`${STATIC.slice(0, -4)}3bb2`)).toBe(true);
    expect(isValidQrisCrc(` ${DYNAMIC}\n`)).toBe(true);
  });

  it('refuses a wrong CRC, an edited body and a payload without a final 6304', () => {
    expect(isValidQrisCrc(`${STATIC.slice(0, -4)}3BB3`)).toBe(false);
    expect(isValidQrisCrc(STATIC.replace('JAKARTA', 'BANDUNG'))).toBe(false);
    expect(isValidQrisCrc(`${STATIC.slice(0, -8)}6305${STATIC.slice(-4)}`)).toBe(false);
    expect(isValidQrisCrc(STATIC.slice(0, -8))).toBe(false);
    expect(isValidQrisCrc('6304')).toBe(false);
    expect(isValidQrisCrc('')).toBe(false);
  });

  it('accepts exactly the right CRC among all 65 536', () => {
    const body = STATIC.slice(0, -4);
    let accepted = 0;
    for (let crc = 0; crc <= 0xffff; crc++) {
      if (isValidQrisCrc(body + crc.toString(16).padStart(4, '0'))) accepted++;
    }
    expect(accepted).toBe(1);
  });
});

describe('checkStaticQris', () => {
  it('accepts the §8.2 static payload, also with whitespace around it', () => {
    expect(checkStaticQris(STATIC)).toEqual({ ok: true });
    expect(checkStaticQris(`  ${STATIC}\r\n`)).toEqual({ ok: true });
  });

  it('accepts a built static payload (the helper itself is right)', () => {
    expect(signed(STATIC.slice(0, -8))).toBe(STATIC);
    expect(checkStaticQris(signed(`000201010211${QRIS_51}${MERCHANT}`))).toEqual({ ok: true });
  });

  it('refuses a dynamic code', () => {
    expect(checkStaticQris(DYNAMIC)).toEqual({ ok: false, message: QRIS_MESSAGES.notStatic });
    expect(QRIS_MESSAGES.notStatic).toBe('Kode QRIS harus statis (bukan dinamis).');
  });

  it('refuses a wrong CRC', () => {
    expect(checkStaticQris(`${STATIC.slice(0, -4)}0000`)).toEqual({ ok: false, message: QRIS_MESSAGES.crc });
    expect(checkStaticQris(STATIC.replace('WARUNG', 'WARUNK'))).toEqual({
      ok: false,
      message: 'Kode QRIS statis tidak valid (CRC tidak cocok).',
    });
  });

  it('refuses an EMV code without the QRIS national template', () => {
    const noQris = signed(`000201010211${MERCHANT}`);
    const otherGuid = signed(`00020101021151440014ID.CO.QRIX.WWW0215ID10230000123450303UMI${MERCHANT}`);
    // The GUID elsewhere (as a merchant name) does not make a QRIS code.
    const guidAsName = signed(`0002010102115204581253033605802ID5914ID.CO.QRIS.WWW`);
    const broken51 = signed(`0002010102115105ABCDE${MERCHANT}`);
    // Inside 51 but as the NMID (sub 01), not as the GUID (sub 00).
    const guidNotSub00 = signed(`00020101021151180114ID.CO.QRIS.WWW${MERCHANT}`);
    for (const payload of [noQris, otherGuid, guidAsName, broken51, guidNotSub00]) {
      expect(checkStaticQris(payload)).toEqual({ ok: false, message: 'Bukan kode QRIS.' });
    }
  });

  it.each([
    ['empty text', ''],
    ['only whitespace', ' \n '],
    ['a URL', 'https://example.com/pay'],
    ['broken TLV', STATIC.slice(0, -1)],
    ['no CRC object at the end', STATIC.slice(0, -8)],
    ['a CRC object not 4 long', `${STATIC.slice(0, -8)}63053BB20`],
    ['a first object other than 00', signed(`010211000201${QRIS_51}${MERCHANT}`)],
    ['a payload format other than 01', signed(`000202010211${QRIS_51}${MERCHANT}`)],
    ['no point of initiation', signed(`000201${QRIS_51}${MERCHANT}`)],
    ['a point of initiation other than 11 or 12', signed(`000201010213${QRIS_51}${MERCHANT}`)],
  ])('refuses %s as a bad format', (_name, payload) => {
    expect(checkStaticQris(payload)).toEqual({ ok: false, message: 'Format kode QRIS tidak valid.' });
  });
});

describe('dynamicQris', () => {
  it('turns the §8.2 static example into its dynamic example for Rp 25.000', () => {
    expect(dynamicQris(STATIC, 25000)).toBe(DYNAMIC);
    expect(dynamicQris(STATIC, 25000).slice(-4)).toBe('A380');
  });

  it('ignores whitespace around the static payload', () => {
    expect(dynamicQris(`\n ${STATIC} `, 25000)).toBe(DYNAMIC);
  });

  it('drops an amount and tip or fee objects, and sorts a 54 that came after 61', () => {
    const withFees = signed(`000201010211${QRIS_51}${MERCHANT}5406999.005502035603500570210`);
    const out = dynamicQris(withFees, 25000);
    const ids = parseTlv(out).map((o) => o.id);
    expect(ids).toEqual(['00', '01', '51', '52', '53', '54', '58', '59', '60', '61', '63']);
    expect(parseTlv(out).find((o) => o.id === '54')?.value).toBe('25000');
    expect(isValidQrisCrc(out)).toBe(true);
  });

  it('keeps a lowercase-CRC static code usable', () => {
    expect(dynamicQris(`${STATIC.slice(0, -4)}3bb2`, 25000)).toBe(DYNAMIC);
  });

  it('writes lengths in characters for non-ASCII values', () => {
    const payload = signed(`000201010211${QRIS_51}5204581253033605802ID5906KAFÉ 😀6007JAKARTA`);
    const out = dynamicQris(payload, 1);
    expect(parseTlv(out)).toContainEqual({ id: '59', value: 'KAFÉ 😀' });
    expect(out).toContain('5906KAFÉ 😀');
    expect(isValidQrisCrc(out)).toBe(true);
  });

  it.each([
    ['dynamic', DYNAMIC, QRIS_MESSAGES.notStatic],
    ['bad CRC', `${STATIC.slice(0, -4)}3BB3`, QRIS_MESSAGES.crc],
    ['non-QRIS', signed(`000201010211${MERCHANT}`), QRIS_MESSAGES.notQris],
    ['garbage', 'not a qr code', QRIS_MESSAGES.format],
  ])('throws for a %s payload', (_name, payload, message) => {
    expect(() => dynamicQris(payload, 25000)).toThrow(message);
  });

  it.each([
    ['zero', 0],
    ['negative zero', -0],
    ['negative', -25000],
    ['fractional', 25000.5],
    ['tiny fraction', 0.1],
    ['14 digits', 10_000_000_000_000],
    ['1e21 (String gives 1e+21)', 1e21],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('throws for a %s amount', (_name, amount) => {
    expect(() => dynamicQris(STATIC, amount)).toThrow(QRIS_MESSAGES.amount);
  });

  it('accepts the smallest and the largest 13-digit amount', () => {
    expect(parseTlv(dynamicQris(STATIC, 1))).toContainEqual({ id: '54', value: '1' });
    expect(parseTlv(dynamicQris(STATIC, 9_999_999_999_999))).toContainEqual({
      id: '54',
      value: '9999999999999',
    });
  });

  it('for any amount: a valid CRC, 01=12, one 54 with the amount, and nothing else changed', () => {
    const staticObjects = parseTlv(STATIC);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999_999 }), (amount) => {
        const out = dynamicQris(STATIC, amount);
        expect(isValidQrisCrc(out)).toBe(true);
        expect(out.endsWith(`6304${crc16ccitt(out.slice(0, -4))}`)).toBe(true);
        const objects = parseTlv(out);
        expect(objects.filter((o) => o.id === '54')).toEqual([{ id: '54', value: String(amount) }]);
        expect(objects.find((o) => o.id === '01')?.value).toBe('12');
        const ids = objects.map((o) => o.id);
        expect(ids).toEqual([...ids].sort());
        expect(objects.filter((o) => !['01', '54', '63'].includes(o.id))).toEqual(
          staticObjects.filter((o) => !['01', '63'].includes(o.id)),
        );
        expect(checkStaticQris(out)).toEqual({ ok: false, message: QRIS_MESSAGES.notStatic });
      }),
    );
  });
});
