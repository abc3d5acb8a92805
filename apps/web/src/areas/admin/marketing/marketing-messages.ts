import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* SPEC §2 Admin marketing (issue 18): the texts of /{tenantSlug}/admin/marketing. */
export const marketingMessages = i18n('admin/marketing', {
  title: 'Marketing',
  description: 'Pesan WhatsApp untuk tamu yang setuju menerimanya.',
});

/** 'Pelanggan WhatsApp': the leads, their consent and their opt-outs. */
export const leadsMessages = i18n('admin/marketing/leads', {
  title: 'Pelanggan WhatsApp',
  intro:
    'Nomor yang dikirim tamu lewat banner di menu, dengan teks yang mereka setujui dan waktunya. Nomor yang berhenti tidak pernah dikirimi pesan lagi.',
  // The counts.
  countsLabel: 'Jumlah pelanggan',
  total: 'Total',
  reachable: 'Bisa dihubungi',
  optedOut: 'Berhenti',
  // No lead at all.
  empty: 'Belum ada pelanggan yang setuju menerima WhatsApp',
  emptyBannerOff:
    'Nyalakan banner WhatsApp di menu tamu agar tamu bisa meninggalkan nomornya. Nomor yang masuk muncul di sini.',
  emptyBannerOn: 'Banner WhatsApp sudah tampil di menu tamu. Nomor yang dikirim tamu akan muncul di sini.',
  openSettings: 'Buka Settings › WhatsApp opt-in',
  bannerOffNote: 'Banner WhatsApp di menu tamu sedang mati: tidak ada nomor baru yang masuk.',
  // Search, filter, export.
  search: 'Cari nomor',
  searchHint: 'Angka dari nomornya, misalnya 0812 atau 3456.',
  searchNeedsDigits: 'Ketik angka dari nomor WhatsApp.',
  filter: 'Tampilkan',
  filterAll: 'Semua',
  filterReachable: 'Bisa dihubungi',
  filterOptedOut: 'Berhenti',
  exportCsv: 'Unduh CSV',
  exporting: 'Menyiapkan CSV...',
  exportFailed: 'Gagal membuat CSV. Coba lagi.',
  exportCapped: params('CSV berisi {max} nomor terbaru dari pilihan ini.'),
  // The list.
  listCaption: 'Daftar pelanggan WhatsApp',
  noMatch: 'Tidak ada nomor yang cocok dengan pencarian atau pilihan ini.',
  shown: params('Menampilkan {shown} dari {total} nomor'),
  showMore: 'Tampilkan lebih banyak',
  loadingMore: 'Memuat...',
  phone: 'Nomor',
  sourceLine: params('Sumber: {source}'),
  consent: 'Persetujuan',
  consentText: 'Teks persetujuan',
  noConsentText: 'Teks tidak tersimpan (pendaftaran lama).',
  showWholeText: 'Tampilkan semua',
  hideWholeText: 'Ringkas',
  status: 'Status',
  actions: 'Aksi',
  statusReachable: 'Bisa dihubungi',
  statusOptedOut: 'Berhenti',
  optedOutWhen: params('{when} · {by}'),
  byReply: 'balasan STOP',
  byAdmin: 'admin',
  byUnknown: 'tidak diketahui',
  // Sources in words.
  sourceMenuBanner: 'Banner menu',
  // Stopping messages.
  optOut: 'Hentikan pesan',
  optOutTitle: 'Hentikan pesan ke nomor ini?',
  optOutBody:
    'Nomor ini tidak akan pernah dikirimi pesan WhatsApp dari restoran lagi, termasuk broadcast. Ini tidak dapat dibatalkan: mendaftar lagi dari menu pun tidak membukanya kembali.',
  optOutConfirm: 'Ya, hentikan untuk selamanya',
  optingOut: 'Menghentikan...',
  cancel: 'Batal',
  optOutFailed: 'Gagal menghentikan pesan. Coba lagi.',
  optedOutDone: params('{phone} tidak akan dikirimi pesan lagi.'),
  // The CSV's header (the time zone after the times).
  csvPhone: 'Nomor WhatsApp',
  csvSource: 'Sumber',
  csvConsentedAt: params('Waktu setuju ({zone})'),
  csvConsentText: 'Teks persetujuan',
  csvOptedOutAt: params('Berhenti pada ({zone})'),
  csvOptedOutBy: 'Dihentikan oleh',
});
