import { useStore } from '@nanostores/react';
import { localizedMessageOf } from '../../../api/api-error';
import { locale, SOURCE_LOCALE } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessages } from './error-messages';

/**
 * The text of a failed request in the visible locale: in Indonesian the server's message as always
 * (SPEC §8), in another locale the text of its stable code (a sold-out naming its dishes); `fallback`
 * when there is neither.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const texts = useMessages(errorMessages);
  const visible = useStore(locale);
  const { soldOutDishes, ...byCode } = texts;
  const translation =
    visible === SOURCE_LOCALE ? null : { byCode, soldOut: (dishes: string) => soldOutDishes({ dishes }) };
  return (error, fallback) => localizedMessageOf(error, translation, fallback);
}
