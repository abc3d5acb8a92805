/* Texts of the POS offline layer (SPEC §8: the server's message first, these when there is none). */
export const OFFLINE_MESSAGES = {
  noConnection: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  menuFailed: 'Failed to load',
  paymentFailed: 'Failed to create order',
  saveFailed: 'Gagal menyimpan',
  shiftFailed: 'Shift tidak dapat dimuat.',
  invalidResponse: 'Respons server tidak valid.',
} as const;
