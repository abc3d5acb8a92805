import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* SPEC §2 Group area 'Overview', §8 (issue 16): the texts of /group/{groupSlug}. */
export const groupOverviewMessages = i18n('group/overview', {
  title: 'Ringkasan grup',
  description:
    'Penjualan hari ini dan bulan ini di setiap resto, pesanan yang masih berjalan dan stok yang menipis. Angka diperbarui otomatis saat resto menerima pembayaran.',
  loading: 'Memuat ringkasan...',
  totalsTitle: 'Total grup',
  branchesTitle: 'Per resto',
  branch: 'Resto',
  revenueToday: 'Pendapatan hari ini',
  revenueMonth: 'Pendapatan bulan ini',
  ordersToday: 'Order hari ini',
  avgTicket: 'Rata-rata per order (bulan ini)',
  avgTicketShort: 'Rata-rata order',
  openOrders: 'Order berjalan',
  stockAlerts: 'Stok menipis',
  inactive: 'Nonaktif',
  empty: 'Belum ada resto di grup ini.',
  addBranch: 'Buka resto pertama',
  branchCount: params('{count} resto'),
});
