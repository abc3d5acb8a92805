import { useStore } from '@nanostores/react';
import { i18n } from '../../i18n/i18n';
import { locale, SOURCE_LOCALE } from '../../i18n/locale';
import { shellMessages } from './shell/shell-messages';

/**
 * Whether the POS's words are here in the visible locale. English comes as one lazy chunk for the
 * whole area: until it has arrived the POS shows nothing rather than flash Indonesian first.
 */
export function usePosWordsReady(): boolean {
  const code = useStore(locale);
  // Listening to one POS catalogue is what asks for the area's chunk.
  useStore(shellMessages);
  const loading = useStore(i18n.loading);
  return code === SOURCE_LOCALE || (!loading && i18n.cache[code]?.['pos/shell'] !== undefined);
}
