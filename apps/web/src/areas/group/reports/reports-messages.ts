import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* SPEC §2 Group area 'Reports' (issue 16): each branch side by side over a period. */
export const groupReportsMessages = i18n('group/reports', {
  title: 'Laporan grup',
  description:
    'Bandingkan resto-resto grup dalam satu periode (bawaan 7 hari terakhir): pendapatan, order, rata-rata per order, food cost, margin kotor, 5 menu dan 5 pilihan terlaris.',
  periodForm: 'Periode laporan grup',
  period: params('{start} – {end}'),
  loading: 'Memuat laporan...',
  failed: 'Gagal memuat laporan.',
  empty: 'Belum ada resto di grup ini.',
  chartTitle: 'Pendapatan per resto',
  chartLabel: params(
    'Grafik batang pendapatan per resto, total grup {total}. Angkanya ada di tabel di bawah.',
  ),
  loadingChart: 'Memuat grafik...',
  revenueSeries: 'Pendapatan',
  tableTitle: 'Perbandingan resto',
  branch: 'Resto',
  revenue: 'Pendapatan',
  orders: 'Order',
  avgTicket: 'Rata-rata order',
  purchases: 'Pembelian bahan',
  foodCost: 'Food cost',
  grossMargin: 'Margin kotor',
  topItems: 'Top 5 menu',
  noSales: 'Belum ada penjualan',
  /** Issue 20: the options chosen most, 'Level pedas: Level 3 ×12'. */
  topOptions: 'Top 5 pilihan',
  noOptions: 'Belum ada pilihan terjual',
  optionOf: params('{group}: {name}'),
  groupTotal: 'Total grup',
  exportCsv: 'Export CSV',
  exporting: 'Menyiapkan CSV...',
  exportFailed: 'Gagal membuat file CSV.',
  csvStart: 'Mulai',
  csvEnd: 'Akhir',
  csvSlug: 'Slug',
  csvRevenue: 'Pendapatan (Rp)',
  csvAvgTicket: 'Rata-rata order (Rp)',
  csvPurchases: 'Pembelian bahan (Rp)',
  csvFoodCost: 'Food cost (%)',
  csvGrossMargin: 'Margin kotor (%)',
});
