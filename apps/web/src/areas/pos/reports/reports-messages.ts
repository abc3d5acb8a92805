import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** POS reports (SPEC §2, §3, §8): the day's summary, its transactions, top items and the trend. */
export const reportsMessages = i18n('pos/reports', {
  title: 'Reports',
  description: 'Ringkasan penjualan harian, item terlaris dan tren 3 bulan.',
  loadFailed: 'Failed to load',
  accessDenied: 'Akses ditolak',
  backToDashboard: 'Kembali ke Dashboard',
  cashierNoReports: 'Laporan hanya untuk admin restoran. Kasir tidak dapat membuka halaman ini.',
  quickDays: 'Pilih hari cepat',
  today: 'Today',
  yesterday: 'Yesterday',
  date: 'Tanggal',
  totalSales: 'Total penjualan',
  /** Issue 20: under the total sales, the discounts given on them that day. */
  discount: 'Diskon',
  orders: 'Pesanan',
  itemsSold: 'Item terjual',
  transactionsOn: params('Transaksi {date}'),
  noTransactionsToday: 'Belum ada transaksi hari ini.',
  noTransactionsOnDate: 'Belum ada transaksi pada tanggal ini.',
  topItems: 'Top 5 item',
  noTopItems: 'Belum ada data top items.',
  sold: params('{qty} terjual'),
  /** Issue 20: the options chosen most, shown only on a day that has some. */
  topOptions: 'Pilihan terlaris',
  optionOf: params('{group}: {name}'),
  chosen: params('{qty} porsi'),
  trendTitle: 'Tren penjualan harian (3 bulan)',
  total: 'Total',
  trendLabel: params('Grafik garis penjualan harian 3 bulan, total {total}'),
  loadingChart: 'Memuat grafik...',
  sales: 'Penjualan',
});
