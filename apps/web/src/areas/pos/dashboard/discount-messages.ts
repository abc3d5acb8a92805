import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/**
 * Discounts at the POS (issue 20): a line's and the bill's in the cart, the dialog that gives one,
 * and the admin's PIN for a cashier's discounts above the restaurant's limit. The problems' texts
 * are the shared DISCOUNT_MESSAGES (pos-words.test.ts keeps them so).
 */
export const discountMessages = i18n('pos/discount', {
  lineButton: 'Diskon',
  /** A line's discount button as it is read: its text ('Diskon', or the discount) and the dish. */
  forLine: params('{action} untuk {name}'),
  billButton: 'Diskon tagihan',
  /** A discount as the cart shows it: '10%' or 'Rp 5.000', then its reason. */
  rule: params('Diskon {rule} · {reason}'),
  billRule: params('Diskon tagihan {rule} · {reason}'),
  percentRule: params('{value}%'),
  amountOff: params('−{amount}'),
  /** The totals' line: every discount together. */
  total: 'Diskon',
  droppedLine: params('Diskon {name} dihapus: lebih besar dari harga barisnya sekarang.'),
  droppedBill: 'Diskon tagihan dihapus: lebih besar dari sisa tagihan sekarang.',
  lineTitle: params('Diskon {name}'),
  billTitle: 'Diskon tagihan',
  lineBase: params('Harga baris {amount}'),
  billBase: params('Tagihan setelah diskon item {amount}'),
  kind: 'Jenis diskon',
  percent: 'Persen (%)',
  fixed: 'Rupiah (Rp)',
  valuePercent: 'Besar diskon (%)',
  valueFixed: 'Besar diskon (Rp)',
  reason: 'Alasan',
  reasonPlaceholder: 'mis. pelanggan tetap',
  preview: params('Potongan {amount}'),
  overLimit: params(
    'Di atas batas diskon kasir {limit}%: admin memasukkan PIN saat pembayaran, dan perlu koneksi internet.',
  ),
  save: 'Simpan diskon',
  remove: 'Hapus diskon',
  cancel: 'Batal',
  valueRequired: 'Isi besar diskon.',
  percentRange: 'Diskon persen harus 1–100.',
  tooLarge: 'Diskon tidak boleh melebihi harga.',
  reasonRequired: 'Tulis alasan diskon.',
  reasonTooLong: params('Alasan diskon maksimal {max} karakter'),
  /** The shared DISCOUNT_MESSAGES.pinRequired. */
  pinRequired: params('Diskon di atas {limit}% perlu PIN admin.'),
  pinLabel: 'PIN admin',
  pinHint: 'Admin mengetik PIN 6 angka di sini. PIN tidak disimpan di perangkat ini.',
  pinFormat: 'PIN harus 6 angka.',
  pinOffline:
    'PIN hanya bisa diperiksa saat online. Kurangi diskon, atau tunggu sampai koneksi kembali dan semua transaksi offline terkirim.',
});

export type DiscountTexts = ReturnType<typeof discountMessages.get>;
