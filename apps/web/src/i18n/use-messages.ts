import type { Messages, Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';

/** A catalogue's texts in the visible locale; re-renders when the locale or its translations change. */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  return useStore(messages);
}
