/** Words of the admin orders screen that issue 12 added (confirmation states, un-confirming). */
export const ORDERS_MESSAGES = {
  confirm: 'Konfirmasi',
  confirmOrder: 'Konfirmasi pesanan',
  confirmed: 'Terkonfirmasi',
  unconfirm: 'Batalkan konfirmasi',
  keepConfirmed: 'Tetap terkonfirmasi',
  unconfirmTitle: (id: string) => `Batalkan konfirmasi pesanan #${id}?`,
  unconfirmBody:
    'Pesanan hilang dari layar dapur dan kembali menunggu konfirmasi. Stok bahan yang sudah dipotong dikembalikan.',
  unconfirmReady: 'Dapur sudah menandainya READY.',
} as const;
