import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The POS login (SPEC §2, §8); the server-side texts equal POS_MESSAGES (a test keeps them equal). */
export const loginMessages = i18n('pos/login', {
  title: 'Login Kasir',
  checkingSession: 'Memeriksa sesi...',
  restaurant: 'Restoran',
  siteUser: 'Anda login di situs sebagai',
  siteUserRefused: params('({role}), tetapi akun itu tidak dapat masuk ke kasir ini: {reason}'),
  tryThisAccount: 'Coba masuk dengan akun ini',
  tenantNotFound: 'Tenant tidak ditemukan. Periksa kembali slug restoran Anda.',
  loginFailed: 'Login failed',
  invalidResponse: 'Login failed: invalid response',
  otherTenant: 'Akun ini terdaftar di restoran lain. Anda dialihkan ke login restoran tersebut.',
});
