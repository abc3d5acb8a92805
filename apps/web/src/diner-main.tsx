import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DinerApp } from './areas/customer/shell/diner-app';
import { i18n, loadTranslations } from './i18n/i18n';
import { locale, SOURCE_LOCALE } from './i18n/locale';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('diner.html has no #root element');
const root = rootElement;

/** How long the page waits for another locale's texts before it starts in Indonesian anyway. */
const TRANSLATION_WAIT_MS = 1500;

/**
 * A visitor who reads another locale gets its texts before the app draws (the server's still preview
 * stays meanwhile), so the page does not change language twice; on a slow link it starts in
 * Indonesian and switches when they arrive.
 */
async function loadVisibleLocale(): Promise<void> {
  const code = locale.get();
  if (code === SOURCE_LOCALE) return;
  try {
    // The shared parts the diner pages show (footer, skip link, error page) are the 'common' area.
    const chunks = await loadTranslations(code, ['diner', 'common']);
    i18n.cache[code] = Object.assign({}, i18n.cache[code], ...chunks);
  } catch {
    // Offline without the chunk cached: Indonesian, and the catalogues try again when mounted.
  }
}

const translations = Promise.race([
  loadVisibleLocale(),
  new Promise((resolve) => setTimeout(resolve, TRANSLATION_WAIT_MS)),
]);

function start() {
  createRoot(root).render(
    <StrictMode>
      <DinerApp />
    </StrictMode>,
  );
}

// The server drew a still preview of the menu into the root: let the browser paint it before the
// app takes over, so the diner sees the menu even while the phone is busy starting the app.
if (root.querySelector('[data-diner-preview]'))
  requestAnimationFrame(() => setTimeout(() => void translations.then(start), 0));
else void translations.then(start);
