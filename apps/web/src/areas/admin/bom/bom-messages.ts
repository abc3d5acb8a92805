import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
/* Texts of the BOM editors (SPEC §5, §8). */
export const bomMessages = i18n('admin/bom', {
  promptName: 'Nama bahan baru:',
  promptUnit: 'Satuan (opsional, contoh: kg, liter, pcs):',
  promptSku: 'SKU (opsional):',
  promptStock: 'Stok awal (opsional, angka):',
  createFailed: 'Gagal membuat bahan baru',
  createdNotSelected: 'Bahan baru berhasil dibuat, namun gagal memilih otomatis. Silakan pilih dari daftar.',
  skuTaken: 'SKU sudah digunakan. Gunakan SKU lain.',
  created: params('Bahan baru {name} dibuat dan dipilih.'),
  lineNoIngredient: 'Pilih bahan, atau baris ini tidak disimpan.',
  lineBadQty: 'Qty harus angka ≥ 0 (kelipatan 0,0001), atau baris ini tidak disimpan.',
  maxLines: params('Maksimal {max} bahan per menu.'),
  noIngredients: 'Belum ada bahan. Tambahkan bahan di halaman Inventory atau lewat tombol Bahan baru.',
});
