import { useStore } from '@nanostores/react';
import { localizedMessageOf } from '../../../api/api-error';
import { locale, SOURCE_LOCALE } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessages } from './error-messages';

/**
 * The text of a failed request in the visible locale: in Indonesian the server's message as always
 * (SPEC §8), in another locale the text of its stable code; `fallback` when there is neither.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const texts = useMessages(errorMessages);
  const visible = useStore(locale);
  return (error, fallback) => localizedMessageOf(error, visible === SOURCE_LOCALE ? {} : texts, fallback);
}
