import type { ComponentsJSON } from '@nanostores/i18n';

/** English for the shared components: they also frame the English diner pages and the POS (issue 13). */
export const common = {
  'common/area/area-sidebar': { halaman: 'Pages' },
  'common/area/area-top-bar': { loginSebagai: 'Logged in as: ', keluar: 'Log out' },
  'common/brand-link': { meja: 'Meja' },
  'common/button': { saving: 'Saving...' },
  'common/copy-button': { salin: 'Copy', copied: 'Copied', copyByHand: 'Copy this text:' },
  'common/document-title': { meja: '{title} · Meja' },
  'common/load-failed-screen': {
    gagalMemuatData: 'Could not load the data',
    cobaLagi: 'Try again',
    terjadiKesalahan: 'Something went wrong.',
  },
  'common/loading-state': { loading: 'Loading...' },
  'common/page-error-screen': {
    terjadiKesalahan: 'Something went wrong',
    muatUlangHalaman: 'Reload the page',
    kembaliKeBeranda: 'Back to the home page',
    halamanTidakDapatDitampilkan: 'This page cannot be shown. Please reload it or try again later.',
  },
  'common/plan-badge': { paket: 'Plan ' },
  'common/query-error': { cobaLagi: 'Try again', loadFailed: 'Could not load the data.' },
  'common/site-footer': {
    meja: 'Meja',
    platformRestoranUntukIndonesia: 'The restaurant platform for Indonesia',
  },
  'common/secret-field': {
    stored: 'Saved: ••••{last4}. Leave empty to keep the saved one.',
    storedShort: 'Saved (too short to show). Leave empty to keep the saved one.',
    empty: 'Not set yet.',
  },
  'common/site-nav-links': { pricing: 'Pricing', register: 'Register', login: 'Login' },
  'common/site-navigation': {
    navigasiUtama: 'Main navigation',
    tutupMenu: 'Close menu',
    bukaMenu: 'Open menu',
    navigasiUtamaPonsel: 'Main navigation (phone)',
  },

  'common/skip-link': { lewatiKeKontenUtama: 'Skip to main content' },
  'common/tenant-plan-controls': { upgrade: 'Upgrade' },
  'common/text-field': { opsional: ' (optional)' },
} satisfies ComponentsJSON;
