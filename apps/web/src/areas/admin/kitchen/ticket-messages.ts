import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The kitchen's paper tickets (issue 21): the printer panel and a card's 'Cetak tiket'. */
export const ticketMessages = i18n('admin/kitchen/tickets', {
  panelButton: 'Printer & tiket',
  panelTitle: 'Printer & tiket',
  close: 'Tutup',
  ticketsTitle: 'Tiket dapur',
  autoTickets: 'Cetak tiket otomatis',
  autoTicketsHint:
    'Setiap pesanan yang masuk antrian dapur dicetak sekali di perangkat ini, juga penjualan POS.',
  needPrinter: 'Hubungkan printer dulu: tanpa printer tidak ada tiket yang dicetak.',
  station: 'Stasiun',
  stationHint: 'Judul tiket: DAPUR atau BAR. Semua: tanpa judul stasiun.',
  stationKitchen: 'Dapur',
  stationBar: 'Bar',
  stationAll: 'Semua',
  categories: 'Kategori yang dicetak di perangkat ini',
  categoriesHint:
    'Tidak ada yang dicentang: semua kategori. Pesanan tanpa menu dari kategori ini tidak mendapat tiket di sini.',
  menuLoading: 'Memuat kategori menu...',
  menuFailed: 'Kategori menu gagal dimuat: tiket per kategori belum bisa dicetak.',
  /** The toolbar's note while tickets print by themselves. */
  autoOn: params('Tiket otomatis: {station}'),
  printTicket: 'Cetak tiket',
  printing: 'Mencetak...',
  printFailed: 'Tiket gagal dicetak. Periksa printer, lalu coba lagi.',
  autoFailed: params('Tiket {title} gagal dicetak. Periksa printer, lalu tekan Cetak tiket di kartunya.'),
  dismiss: 'Tutup pesan',
});
