import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawerKick, encodeBlocks } from './escpos';
import { asText, COLUMNS, type PrintBlock } from './print-layout';
import { DEMO_QRIS, paidReceipt, splitPartReceiptFixture, ticket, unpaidReceipt } from './printing-fixtures';
import { receiptBlocks } from './receipt-blocks';
import { ticketBlocks } from './ticket-blocks';

/*
 * The printer's bytes against golden files (issue 21): each receipt and ticket at 58 mm (32
 * columns) and 80 mm (48), as text (what the paper reads) and as bytes (what the printer gets).
 * UPDATE_GOLDEN=1 writes them anew; a change to either shows in review. The ESC/POS commands are
 * also checked one by one against Epson's command reference.
 */
process.env.TZ = 'Asia/Jakarta';

const GOLDEN = path.join(import.meta.dirname, 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

const hex = (bytes: Uint8Array) =>
  Array.from({ length: Math.ceil(bytes.length / 32) }, (_, line) =>
    Array.from(bytes.slice(line * 32, line * 32 + 32), (byte) => byte.toString(16).padStart(2, '0')).join(
      ' ',
    ),
  ).join('\n');

function golden(name: string, actual: string): void {
  const file = path.join(GOLDEN, name);
  if (update) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, `${actual}\n`);
  }
  expect(actual, `${name} (UPDATE_GOLDEN=1 rewrites it)`).toBe(readFileSync(file, 'utf8').replace(/\n$/, ''));
}

const contains = (bytes: Uint8Array, sequence: readonly number[]) =>
  Buffer.from(bytes).includes(Buffer.from(sequence));

const cases: [string, (columns: number) => PrintBlock[]][] = [
  ['receipt-paid', (columns) => receiptBlocks(paidReceipt(), { columns })],
  ['receipt-unpaid-qris', (columns) => receiptBlocks(unpaidReceipt(), { columns, qris: DEMO_QRIS })],
  ['ticket-kitchen', (columns) => ticketBlocks(ticket, { columns })],
  [
    'receipt-split-part',
    (columns) => {
      const receipt = splitPartReceiptFixture();
      if (!receipt) throw new Error('no part');
      return receiptBlocks(receipt, { columns });
    },
  ],
];

describe.each(Object.entries(COLUMNS))('at %s mm', (paper, columns) => {
  it.each(cases)('%s: the text and the bytes are the golden ones', (name, blocks) => {
    const printed = blocks(columns);
    golden(`${name}-${paper}.txt`, asText(printed, columns).join('\n'));
    golden(`${name}-${paper}.hex`, hex(encodeBlocks(printed, columns)));
  });

  it.each(cases)('%s: no line is wider than the roll', (_name, blocks) => {
    for (const line of asText(blocks(columns), columns)) {
      if (!line.startsWith('[QR')) expect(line.length).toBeLessThanOrEqual(columns);
    }
  });
});

describe('the ESC/POS commands (Epson reference)', () => {
  const paid = encodeBlocks(receiptBlocks(paidReceipt(), { columns: 32 }), 32);
  const unpaid = encodeBlocks(receiptBlocks(unpaidReceipt(), { columns: 32, qris: DEMO_QRIS }), 32);

  it('starts with ESC @ (initialise) and ends with GS V (cut)', () => {
    expect([...paid.slice(0, 2)]).toEqual([0x1b, 0x40]);
    expect(contains(paid, [0x1d, 0x56])).toBe(true);
  });

  it('code page PC437 (ESC t 0), font A (ESC M 0), bold ESC E 1 … ESC E 0, double height GS ! 0x01', () => {
    expect(contains(paid, [0x1b, 0x74, 0x00])).toBe(true);
    expect(contains(paid, [0x1b, 0x4d, 0x00])).toBe(true);
    expect(contains(paid, [0x1b, 0x45, 0x01])).toBe(true);
    expect(contains(paid, [0x1b, 0x45, 0x00])).toBe(true);
    expect(contains(paid, [0x1d, 0x21, 0x01])).toBe(true);
    // Centred by padding to the roll's columns: the encoder knows them, so no ESC a is needed.
    expect(contains(paid, [...Buffer.from('          ', 'ascii'), 0x1b, 0x45, 0x01])).toBe(true);
  });

  it('the QRIS code: GS ( k model 2, stored, then printed (function 181)', () => {
    expect(contains(paid, [0x1d, 0x28, 0x6b])).toBe(false);
    // Function 165: model 2.
    expect(contains(unpaid, [0x1d, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00])).toBe(true);
    // Function 180: the data, its length in pL pH + 3.
    const length = DEMO_QRIS.length + 3;
    const store = [0x1d, 0x28, 0x6b, length & 0xff, length >> 8, 0x31, 0x50, 0x30];
    expect(contains(unpaid, [...store, ...Buffer.from(DEMO_QRIS, 'ascii')])).toBe(true);
    // Function 181: print it.
    expect(contains(unpaid, [0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30])).toBe(true);
  });

  it('the drawer kick is ESC p on pin 2, alone or after a receipt', () => {
    expect(contains(drawerKick(), [0x1b, 0x70, 0x00])).toBe(true);
    const withKick = encodeBlocks(receiptBlocks(paidReceipt(), { columns: 32 }), 32, { kick: true });
    expect(contains(withKick, [0x1b, 0x70, 0x00])).toBe(true);
    expect(contains(paid, [0x1b, 0x70, 0x00])).toBe(false);
  });

  it('the text is plain ASCII: the minus of a discount prints as -', () => {
    expect(Buffer.from(paid).includes(Buffer.from('-Rp 5.000', 'ascii'))).toBe(true);
  });
});
