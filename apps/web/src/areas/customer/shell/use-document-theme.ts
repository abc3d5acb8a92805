import { useLayoutEffect } from 'react';

/**
 * Puts the diner theme on <html> too (styles.css `:root[data-diner-theme]`): the page background,
 * scrollbars and form controls (color-scheme) and the footer follow it, and the browser's toolbar
 * takes the theme's colour (--diner-chrome). Before paint, so a dark page never flashes light.
 */
export function useDocumentTheme(theme: string) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.dinerTheme = theme;
    const chrome = getComputedStyle(root).getPropertyValue('--diner-chrome').trim();
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (meta && chrome) meta.content = chrome;
  }, [theme]);
}
