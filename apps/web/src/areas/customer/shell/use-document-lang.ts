import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { locale } from '../../../i18n/locale';

/** `<html lang>` follows the visible locale (screen readers, hyphenation, the browser's translate offer). */
export function useDocumentLang(): void {
  const visible = useStore(locale);
  useLayoutEffect(() => {
    document.documentElement.lang = visible;
  }, [visible]);
}
