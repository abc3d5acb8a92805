import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The POS's printing (issue 21): the printer dialog, what a print did, the bill and the reprint. */
export const posPrintMessages = i18n('pos/print', {
  printerButton: 'Printer',
  printerOn: 'terhubung',
  printerOff: 'belum dipilih',
  dialogTitle: 'Pengaturan perangkat ini',
  close: 'Tutup',
  autoReceipt: 'Cetak struk otomatis setelah bayar',
  autoReceiptHint: 'Struk langsung keluar di printer begitu pembayaran selesai.',
  printing: 'Mencetak...',
  printed: 'Struk dicetak di printer.',
  billPrinted: 'Tagihan dicetak di printer.',
  reprinted: 'Struk dicetak ulang di printer.',
  printFailed: 'Printer tidak menjawab. Periksa kabel, kertas dan dayanya, atau cetak lewat browser.',
  printInBrowser: 'Cetak lewat browser',
  drawerFailed: 'Laci kas tidak terbuka: printer tidak menjawab. Penjualan tetap tersimpan.',
  printBill: 'Cetak tagihan',
  reprint: 'Cetak ulang',
  reprintOf: params('struk #{id}'),
});

export type PosPrintTexts = ReturnType<typeof posPrintMessages.get>;
