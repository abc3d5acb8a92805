import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
/* Texts of the admin menu screen (SPEC §2, §5, §8). */
export const menuMessages = i18n('admin/menu', {
  title: 'Menu',
  saved: 'Tersimpan',
  empty: 'Belum ada menu.',
  noMatch: 'Tidak ada menu yang cocok dengan filter.',
  confirmDelete: 'Hapus menu ini?',
  deleted: params('{name} dihapus.'),
  archived: params(
    '{name} sudah pernah dipesan, jadi diarsipkan: dinonaktifkan dan disembunyikan dari daftar, bukan dihapus, agar riwayat pesanan tetap utuh.',
  ),
  uploadOk: 'Gambar berhasil diunggah',
  uploadFailed: 'Gagal upload gambar',
  uploadTooLarge: 'ukuran file maksimal 5 MB.',
  uploadWrongType: 'hanya gambar JPEG, PNG, WebP atau GIF.',
  copySourceRequired: 'Mohon isi slug resto sumber',
  copyEnterpriseOnly: 'Salin menu hanya untuk paket ENTERPRISE (satu grup)',
  copied: params('{count} menu disalin'),
  copyConfirmOverwrite:
    'Semua menu di restoran ini akan dihapus (atau diarsipkan) dulu, lalu diganti dengan menu sumber. Lanjutkan?',
  discountHint: 'Isi salah satu: diskon persen atau diskon rupiah.',
  categoryHint: 'Kosong = LAINNYA.',
  soldOutToday: 'Habis hari ini',
  soldOut: 'Habis',
  soldOutReasonToday: 'ditandai habis hari ini',
  soldOutReasonStock: 'bahan tidak cukup',
  stockShort: 'Stok bahan kurang',
  stockShortHint: 'tetap bisa dijual, stok menjadi minus',
});

/** A failed upload always reads 'Gagal upload gambar', followed by the server's reason. */
export function uploadFailureText(reason: string | null): string {
  const prefix = menuMessages.get().uploadFailed;
  if (!reason) return prefix;
  return reason.startsWith(prefix) ? reason : `${prefix}: ${reason}`;
}
