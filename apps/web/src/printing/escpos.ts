import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintBlock } from './print-layout';

/*
 * The printer's bytes (issue 21): ESC/POS by @point-of-sale/receipt-printer-encoder, a well-kept
 * encoder (Epson's command set, which the cheap 58/80 mm printers sold here follow). The blocks are
 * already wrapped (print-layout.ts); this only styles them, draws the QR code and cuts.
 */

const NEW_ENCODER_OPTIONS = { language: 'esc-pos', feedBeforeCut: 4, newline: '\n' } as const;

/** The blocks as ESC/POS: initialise, each line (bold, double height, centred as asked), cut. */
export function encodeBlocks(blocks: readonly PrintBlock[], columns: number, extra: { kick?: boolean } = {}) {
  const encoder = new ReceiptPrinterEncoder({ ...NEW_ENCODER_OPTIONS, columns }).initialize();
  for (const block of blocks) {
    if (block.kind === 'rule') encoder.rule({ style: 'single', width: columns });
    else if (block.kind === 'feed') encoder.newline(block.lines);
    else if (block.kind === 'qr')
      encoder.align('center').qrcode(block.value, { model: 2, size: 5, errorlevel: 'm' }).align('left');
    else {
      encoder.align(block.align ?? 'left');
      if (block.bold) encoder.bold(true);
      if (block.tall) encoder.height(2);
      encoder.line(block.text);
      if (block.tall) encoder.height(1);
      if (block.bold) encoder.bold(false);
      if (block.align === 'center') encoder.align('left');
    }
  }
  encoder.cut('partial');
  if (extra.kick) encoder.pulse();
  return encoder.encode();
}

/** The cash drawer's kick alone (ESC p, pin 2): for a cash payment without a receipt. */
export function drawerKick(): Uint8Array {
  return new ReceiptPrinterEncoder(NEW_ENCODER_OPTIONS).initialize().pulse().encode();
}
