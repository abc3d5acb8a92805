import { i18n } from '../../../i18n/i18n';
/* Texts of the admin settings screen (SPEC §2 Admin settings, §8). */
export const settingsMessages = i18n('admin/settings', {
  title: 'Pengaturan',
  description: 'Atur cara restoran Anda bekerja. Setiap kartu disimpan sendiri-sendiri.',
  saved: 'Pengaturan disimpan',
  saveFailed: 'Gagal menyimpan pengaturan',
  save: 'Simpan',
  operationsTitle: 'Operasional',
  operationsDescription: 'Alur pesanan kasir dan apa yang terjadi saat bahan baku habis.',
  posToKitchen: 'Pesanan POS ke dapur',
  posToKitchenHint:
    'Penjualan di kasir (POS) muncul di layar dapur untuk dimasak. Matikan bila kasir langsung menyerahkan pesanan.',
  posToKitchenUnavailable:
    'Paket Anda tidak memiliki layar dapur, jadi penjualan POS langsung selesai tanpa dimasak.',
  stockPolicyLegend: 'Saat stok bahan habis',
  stockPolicyAllowLabel: 'Izinkan dan tandai (stok boleh minus)',
  stockPolicyAllowHint:
    'Penjualan tetap jalan walau bahan kurang; stok menjadi minus dan ditandai merah di Inventory.',
  stockPolicyBlockLabel: 'Blokir penjualan (menu jadi Habis)',
  stockPolicyBlockHint:
    'Menu yang bahannya tidak cukup tampil Habis bagi tamu dan di kasir sampai stok diisi lagi.',
});
