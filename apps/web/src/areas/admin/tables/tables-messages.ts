import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* The floor screen 'Meja' (issue 20): every table's state, its open orders, moves and merges. */
export const tablesMessages = i18n('admin/tables', {
  title: 'Meja',
  description: 'Keadaan setiap meja, pesanan yang masih berjalan dan panggilan tamu. Diperbarui otomatis.',
  boardLabel: 'Denah meja',
  summaryLabel: 'Ringkasan keadaan meja',
  noArea: 'Tanpa area',
  notListed: 'Di luar daftar meja',
  tablePrefix: 'Meja ',
  orderCount: params('{count} pesanan'),
  due: params('Sisa {amount}'),
  paidUp: 'Lunas',
  emptyTitle: 'Belum ada meja.',
  emptyAdmin: 'Tambahkan daftar meja di Pengaturan agar keadaan setiap meja tampil di sini.',
  emptyStaff: 'Minta admin restoran menambahkan daftar meja di Pengaturan.',
  emptyLink: 'Tambah meja di Pengaturan',
  onlyOrderTables:
    'Meja di bawah berasal dari pesanan tamu. Tambahkan daftar meja di Pengaturan agar semua meja tampil.',

  dialogTitle: params('Meja {table}'),
  close: 'Tutup',
  noOpenOrders: 'Meja ini tidak punya pesanan yang masih berjalan.',
  ordersLabel: 'Pesanan yang berjalan',
  orderLabel: params('Pesanan #{id}'),
  items: params('{count} item'),
  dueTotal: 'Sisa bayar',
  move: 'Pindah meja',
  moveContext: params('pesanan #{id}'),
  moveTitle: params('Pindahkan pesanan #{id} ke'),
  moveSubmit: 'Pindahkan',
  moving: 'Memindahkan...',
  moved: params('Pesanan dipindah ke meja {table}.'),
  merge: 'Gabung ke meja lain',
  mergeTitle: params('Gabungkan semua pesanan meja {table} ke'),
  mergeSubmit: 'Gabung',
  mergeQuestion: params(
    'Gabungkan {count} pesanan meja {from} ke meja {to}? Tagihannya dibayar bersama di meja {to}.',
  ),
  mergeConfirm: 'Ya, gabungkan',
  merging: 'Menggabungkan...',
  cancel: 'Batal',
  actionFailed: 'Gagal memindahkan pesanan.',

  targetSelect: 'Meja tujuan',
  targetChoose: 'Pilih meja',
  targetOption: params('{table} — {state}'),
  targetTyped: 'Atau ketik nama meja',
  targetTypedHint: 'Untuk meja yang belum ada di daftar.',
  targetMissing: 'Pilih atau ketik meja tujuan.',
  targetSame: 'Pilih meja lain, bukan meja ini.',
});
