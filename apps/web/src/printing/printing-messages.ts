import { params } from '@nanostores/i18n';
import { i18n } from '../i18n/i18n';

/** The printed words of issue 21 beyond the receipt's own (pos/receipt): tickets and the QRIS prompt. */
export const printingMessages = i18n('pos/printing', {
  scanToPay: 'Scan QRIS untuk membayar',
  unpaid: 'BELUM DIBAYAR',
  stationKitchen: 'DAPUR',
  stationBar: 'BAR',
  takeaway: 'BAWA PULANG',
  reprint: 'CETAK ULANG',
  ticketLine: params('{qty} x {name}'),
  note: params('Catatan: {note}'),
  order: params('#{id}'),
  testTitle: 'TES PRINTER',
  testBody: params('Kertas {width} mm, {columns} kolom.'),
});

export type PrintingTexts = ReturnType<typeof printingMessages.get>;
