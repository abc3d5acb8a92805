import { i18n } from '../../../i18n/i18n';

/* SPEC §2 Group area 'Settings', §5 (issue 16). The form's own texts are the auth area's. */
export const groupSettingsMessages = i18n('group/settings', {
  title: 'Pengaturan',
  description:
    'Ubah password akun Group Manager Anda. Setelah disimpan, sesi login di perangkat lain akan keluar.',
});
