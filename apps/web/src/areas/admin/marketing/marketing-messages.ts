import { BROADCAST_MESSAGES } from '@meja/shared/contracts/marketing';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* SPEC §2 Admin marketing (issue 18): the texts of /{tenantSlug}/admin/marketing. */
export const marketingMessages = i18n('admin/marketing', {
  title: 'Marketing',
  description: 'Pesan WhatsApp untuk tamu yang setuju menerimanya.',
});

/** The device card: the platform's WhatsApp number, whether it can send, 'Hubungkan'. */
export const deviceMessages = i18n('admin/marketing/device', {
  title: 'Perangkat WhatsApp',
  intro: 'Semua pesan dikirim dari nomor WhatsApp platform Meja.',
  provider: 'Penyedia',
  providerNone: 'Belum ada',
  providerMeta: 'Meta (WhatsApp Cloud API)',
  providerTwilio: 'Twilio',
  state: 'Status',
  ready: 'Siap mengirim',
  notReady: 'Belum siap',
  businessNumber: 'Nomor pengirim',
  noBusinessNumber: 'Belum diatur',
  connect: 'Hubungkan',
  connecting: 'Menghubungkan...',
  // While waiting for the number to be ready (up to 180 s).
  waiting: 'Menunggu WhatsApp siap. Status diperiksa setiap 2 detik, paling lama 3 menit.',
  connected: 'WhatsApp terhubung dan siap mengirim pesan.',
  timedOut: 'WhatsApp belum siap setelah 3 menit. Periksa pengaturan penyedia, lalu coba lagi.',
  connectFailed: 'Gagal menghubungkan WhatsApp. Coba lagi.',
  scanQr: 'Pindai kode QR ini dengan WhatsApp di ponsel: Perangkat tertaut › Tautkan perangkat.',
  qrAlt: 'Kode QR untuk menautkan WhatsApp',
  qrMaking: 'Membuat kode QR...',
  qrFailed: 'Kode QR tidak dapat dibuat.',
  // The provider 'none'.
  noProvider:
    'Platform belum punya nomor WhatsApp, jadi pengiriman pesan mati. Minta operator platform Meja mengatur penyedia WhatsApp.',
  notReadyNote:
    'Nomor WhatsApp platform belum lengkap pengaturannya, jadi pesan belum bisa dikirim. Hubungi operator platform Meja.',
  loadFailed: 'Gagal memuat status WhatsApp.',
});

/** The broadcast form: the message, who it reaches, what it costs. */
export const broadcastFormMessages = i18n('admin/marketing/broadcast-form', {
  title: 'Broadcast baru',
  description: 'Satu pesan WhatsApp ke semua pelanggan yang masih bisa dihubungi.',
  message: 'Pesan',
  messageHint: 'Nama restoran dan petunjuk berhenti (balas STOP) ditambahkan otomatis.',
  count: params('{count} / {max} karakter'),
  reach: 'Penerima',
  reachCount: params('{count} pelanggan'),
  cost: 'Biaya',
  costLine: params('{price} × {count} penerima = {total}'),
  free: 'Gratis',
  payFirst: 'Setelah dibuat, Anda diarahkan ke halaman pembayaran. Pesan dikirim setelah lunas.',
  submit: 'Kirim broadcast',
  submitting: 'Membuat broadcast...',
  redirecting: 'Mengalihkan ke pembayaran...',
  created: BROADCAST_MESSAGES.created,
  failed: 'Gagal membuat broadcast. Coba lagi.',
  // Why it cannot be sent now.
  blockedDeviceUnknown: 'Status WhatsApp belum diketahui.',
  blockedNoProvider: 'Broadcast belum bisa dikirim: platform belum punya nomor WhatsApp.',
  blockedNotReady: 'Broadcast belum bisa dikirim: WhatsApp belum siap.',
  blockedNoLeads: BROADCAST_MESSAGES.noLeads,
});

/** The broadcast history. */
export const broadcastHistoryMessages = i18n('admin/marketing/broadcast-history', {
  title: 'Riwayat broadcast',
  intro: '50 broadcast terakhir. Angka diperbarui setiap 5 detik.',
  listCaption: 'Riwayat broadcast',
  empty: 'Belum ada broadcast.',
  emptyHint: 'Broadcast yang dibuat muncul di sini dengan jumlah terkirim, diterima, dibaca dan gagal.',
  loadFailed: 'Gagal memuat riwayat broadcast.',
  // Columns.
  message: 'Pesan',
  status: 'Status',
  figures: 'Jumlah',
  actions: 'Aksi',
  // Statuses.
  statusAwaitingPayment: 'Menunggu pembayaran',
  statusQueued: 'Dalam antrean',
  statusSending: 'Mengirim',
  statusDone: 'Selesai',
  statusCancelled: 'Dibatalkan',
  // Figures.
  recipients: 'Penerima',
  sent: 'Terkirim',
  delivered: 'Diterima',
  read: 'Dibaca',
  failed: 'Gagal',
  skipped: 'Dilewati',
  skippedNote: 'Dilewati: berhenti sebelum terkirim.',
  pending: 'Menunggu',
  progressLabel: 'Kemajuan pengiriman',
  progress: params('{done} dari {total} diproses ({percent}%)'),
  amount: params('Biaya {amount}'),
  createdAt: params('Dibuat {when}'),
  finishedAt: params('Selesai {when}'),
  showWholeText: 'Tampilkan semua',
  hideWholeText: 'Ringkas',
  // Paying and cancelling.
  pay: 'Bayar',
  cancel: 'Batalkan',
  cancelTitle: 'Batalkan broadcast ini?',
  cancelBody:
    'Broadcast ini tidak akan dikirim dan tagihannya tidak perlu dibayar. Pesan tidak bisa dikirim lagi.',
  cancelConfirm: 'Ya, batalkan',
  cancelling: 'Membatalkan...',
  keep: 'Kembali',
  cancelFailed: 'Gagal membatalkan broadcast. Coba lagi.',
  cancelled: 'Broadcast dibatalkan.',
});

/** The test send: one message to one number. */
export const testSendMessages = i18n('admin/marketing/test-send', {
  title: 'Kirim pesan uji',
  description: 'Kirim satu pesan ke satu nomor untuk melihat tampilannya sebelum broadcast.',
  to: 'Nomor WhatsApp tujuan',
  toHint: 'Misalnya 0812 3456 7890 atau 62812 3456 7890.',
  message: 'Pesan',
  messageHint:
    'Pesan bebas hanya sampai ke nomor yang mengirim pesan ke nomor platform dalam 24 jam terakhir.',
  submit: 'Kirim pesan uji',
  sending: 'Mengirim...',
  // 'Pesan uji terkirim ke {to}', the number kept on one line.
  sentTo: 'Pesan uji terkirim ke',
  failed: 'Gagal mengirim pesan uji. Coba lagi.',
  blockedNoProvider: 'Pesan uji belum bisa dikirim: platform belum punya nomor WhatsApp.',
  blockedNotReady: 'Pesan uji belum bisa dikirim: WhatsApp belum siap.',
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
  sourceOrderTracking: 'Halaman lacak pesanan',
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
