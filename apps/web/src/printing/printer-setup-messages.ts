import { i18n } from '../i18n/i18n';

/** The printer card's words (issue 21): on the POS (English too) and the admin's kitchen and payments. */
export const printerSetupMessages = i18n('pos/printer', {
  title: 'Printer struk',
  description:
    'Printer thermal 58/80 mm lewat USB atau Bluetooth (Chrome atau Edge). Dipilih sekali di perangkat ini dan diingat.',
  unsupported:
    'Browser ini tidak bisa terhubung langsung ke printer. Struk dicetak lewat dialog cetak browser.',
  connected: 'Printer terhubung di perangkat ini.',
  notConnected: 'Belum ada printer di perangkat ini: struk dicetak lewat dialog cetak browser.',
  connectSerial: 'Hubungkan (serial/Bluetooth)',
  connectUsb: 'Hubungkan (USB)',
  forget: 'Lupakan printer',
  test: 'Cetak tes',
  testSent: 'Halaman tes dikirim ke printer.',
  failed: 'Printer tidak menjawab. Periksa kabel, kertas dan dayanya, lalu coba lagi.',
  cancelled: 'Tidak ada printer yang dipilih.',
  kickDrawer: 'Buka laci kas saat bayar tunai',
  kickDrawerHint: 'Laci yang tersambung ke printer terbuka setiap pembayaran tunai.',
});
