/* Texts of the diner pages added with issue 12 ('Habis'); the older ones sit in their components. */
export const DINER_MESSAGES = {
  soldOutItem: 'Menu ini sedang habis. Silakan pilih menu lain.',
  soldOutLine: 'Sedang habis',
  soldOutCart: 'Ada menu yang sedang habis di keranjang. Hapus menu bertanda Habis untuk memesan.',
  orderFailed: 'Gagal membuat pesanan.',
} as const;
