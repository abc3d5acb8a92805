import { i18n } from '../../i18n/i18n';

/** What a button says while its action runs (shown on the Indonesian staff screens and the English POS). */
export const buttonMessages = i18n('common/button', {
  saving: 'Menyimpan...',
});
