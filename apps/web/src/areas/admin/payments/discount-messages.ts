import { DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* Words of the discounts on the payments screen (issue 20): the order's 'Diskon' dialog and its row. */
export const discountMessages = i18n('admin/payments/discounts', {
  diskon: 'Diskon',
  /** After 'Diskon' for screen readers: which order the button is for. */
  forOrder: params('pesanan #{id}'),
  /** On an order's row: 'Diskon −Rp 5.000'. */
  orderDiscount: params('Diskon −{amount}'),
  title: params('Diskon pesanan #{id}'),
  orderSummary: params('Meja {table} · {items} item'),
  currentTotal: 'Total sekarang',
  currentDiscounts: 'Diskon saat ini',
  newDiscount: 'Tambah diskon',
  target: 'Berlaku untuk',
  wholeBill: 'Seluruh tagihan',
  lineOption: params('{name} x{qty} · {amount}'),
  kind: 'Jenis diskon',
  percent: 'Persen (%)',
  fixed: 'Nominal (Rp)',
  valuePercent: 'Besar diskon (%)',
  valueFixed: 'Besar diskon (Rp)',
  valueHintPercent: 'Bilangan bulat 1–100.',
  valueHintFixed: 'Dalam rupiah, mis. 5000.',
  reason: 'Alasan',
  reasonHint: 'Wajib. Tercatat bersama diskon, mis. pelanggan tetap atau promo.',
  replaces: 'Pilihan ini sudah punya diskon: yang baru menggantikannya.',
  limitNote: params('Batas diskon kasir: {limit}% dari harga menu. Di atasnya perlu PIN admin.'),
  pin: 'PIN admin',
  pinHint: params('Diskon ini melebihi {limit}% dari harga menu: minta admin memasukkan PIN-nya.'),
  pinHintServer: 'Minta admin memasukkan PIN-nya.',
  pinMissing: 'Masukkan PIN admin.',
  /** A discount as listed: 'Seluruh tagihan · 10%'. */
  discountOn: params('{target} · {value}'),
  percentValue: params('{value}%'),
  minus: params('−{amount}'),
  by: params('oleh {name}'),
  approvedBy: params(' · disetujui {name}'),
  remove: 'Hapus',
  removeContext: params('diskon {target}'),
  removing: 'Menghapus...',
  preview: 'Pratinjau',
  subtotal: 'Subtotal',
  /** A preview row: 'Diskon (Seluruh tagihan, 10%)'. */
  discountRow: params('Diskon ({target}, {value})'),
  newTotal: 'Total baru',
  save: 'Simpan diskon',
  saving: 'Menyimpan...',
  cancel: 'Batal',
  saveFailed: 'Gagal menyimpan diskon.',
  removeFailed: 'Gagal menghapus diskon.',
  saved: params('Diskon pesanan #{id} disimpan. Total {total}.'),
  removed: params('Diskon dihapus. Total {total}.'),
  unknownLine: DISCOUNT_MESSAGES.unknownLine,
  twice: DISCOUNT_MESSAGES.twice,
  tooLarge: DISCOUNT_MESSAGES.tooLarge,
  percentRange: DISCOUNT_MESSAGES.percentRange,
  valueRequired: DISCOUNT_MESSAGES.valueRequired,
  reasonRequired: DISCOUNT_MESSAGES.reasonRequired,
  reasonTooLong: DISCOUNT_MESSAGES.reasonTooLong,
  pinFormat: DISCOUNT_MESSAGES.pinFormat,
});

export type DiscountTexts = ReturnType<typeof discountMessages.get>;
