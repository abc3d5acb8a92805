import { formatRupiah } from '@meja/shared/money';

/* Texts of the admin payments screen added with issue 12 (cash received, receipts). */
export const PAYMENTS_MESSAGES = {
  cashTitle: 'Bayar tunai',
  cashConfirm: 'Catat pembayaran',
  cashOptional: 'Uang diterima boleh dikosongkan bila tidak perlu dicatat.',
  cashSeveral: (count: number) =>
    `Kembalian dihitung dari total ${count} order. Uang diterima tidak disimpan per order saat beberapa order dibayar sekaligus.`,
  changeGiven: (change: number) => ` Kembalian ${formatRupiah(change)}.`,
  cashReceivedColumn: 'Uang diterima',
  changeColumn: 'Kembalian',
} as const;
