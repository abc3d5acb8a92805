import { useEffect, useRef } from 'react';
import {
  adDecision,
  adScriptUrl,
  BUILD_AD_SETTINGS,
  BUILD_MODE,
  type AdSettings,
  type BuildMode,
} from './ad-config';
import { useMessages } from '../../../i18n/use-messages';
import { menuMessages } from '../menu/menu-messages';

declare global {
  interface Window {
    adsbygoogle?: object[];
  }
}

interface AdSlotProps {
  adsEnabled: boolean;
  /** The build's VITE_AD_CLIENT / VITE_AD_SLOT unless given (tests). */
  settings?: AdSettings;
  /** The build's mode unless given (tests). */
  build?: BuildMode;
}

const SCRIPT_ID = 'meja-ad-script';
/** One fixed height for the ad and the placeholder: nothing moves when the ad arrives. */
const BOX = 'mb-4 h-24 overflow-hidden rounded-xl';

/** Runs `task` once the page has loaded and the browser is idle, so it never delays the menu's first paint. */
function afterPageLoad(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}

/** The ad network's script, added once per page (async). */
function loadAdScript(client: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = adScriptUrl(client);
  document.head.append(script);
}

function AdUnit({ client, slot }: { client: string; slot: string }) {
  const t = useMessages(menuMessages);
  const requested = useRef(false);
  useEffect(
    () =>
      afterPageLoad(() => {
        loadAdScript(client);
        if (requested.current) return;
        requested.current = true;
        (window.adsbygoogle ??= []).push({});
      }),
    [client],
  );
  return (
    <aside aria-label={t.ad} className={`${BOX} bg-(--diner-surface-2)`}>
      <ins className="adsbygoogle block size-full" data-ad-client={client} data-ad-slot={slot} />
    </aside>
  );
}

/**
 * SPEC §2 ads: nothing when the tenant has ads disabled; the ad with both build settings; else
 * 'Space iklan' in a development build and nothing in a production one (issue 12).
 */
export function AdSlot({ adsEnabled, settings = BUILD_AD_SETTINGS, build = BUILD_MODE }: AdSlotProps) {
  const t = useMessages(menuMessages);
  const decision = adDecision(adsEnabled, settings, build);
  if (decision.kind === 'none') return null;
  if (decision.kind === 'ad') return <AdUnit client={decision.client} slot={decision.slot} />;
  return (
    <div
      aria-hidden="true"
      className={`${BOX} flex items-center justify-center border border-dashed border-(--diner-field-border) bg-(--diner-surface-2) text-sm text-(--diner-muted)`}
    >
      {t.adPlaceholder}
    </div>
  );
}
