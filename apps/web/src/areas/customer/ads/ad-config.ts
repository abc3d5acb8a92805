/*
 * SPEC §2 ads: "an optional ad script is loaded only if ad client and slot build settings exist;
 * otherwise a placeholder 'Space iklan' is shown", and nothing when the tenant has ads disabled.
 * Issue 12 keeps the placeholder to development builds, where it shows where the slot is: a
 * production build without ad settings shows diners nothing. The build settings are VITE_AD_CLIENT
 * and VITE_AD_SLOT (README, configuration).
 */

export type AdDecision =
  { kind: 'none' } | { kind: 'placeholder' } | { kind: 'ad'; client: string; slot: string };

export interface AdSettings {
  client?: string | undefined;
  slot?: string | undefined;
}

export const AD_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export type BuildMode = 'development' | 'production';

/** What the menu shows in its ad slot. Blank settings count as unset. */
export function adDecision(adsEnabled: boolean, settings: AdSettings, build: BuildMode): AdDecision {
  if (!adsEnabled) return { kind: 'none' };
  const client = settings.client?.trim() ?? '';
  const slot = settings.slot?.trim() ?? '';
  if (client && slot) return { kind: 'ad', client, slot };
  return build === 'development' ? { kind: 'placeholder' } : { kind: 'none' };
}

/** The AdSense-style loader for one ad client. */
export function adScriptUrl(client: string): string {
  return `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
}

/** This build's settings (read once; Vite replaces them at build time). */
export const BUILD_AD_SETTINGS: AdSettings = {
  client: import.meta.env.VITE_AD_CLIENT,
  slot: import.meta.env.VITE_AD_SLOT,
};

/** This build's mode: the placeholder is for developers only. */
export const BUILD_MODE: BuildMode = import.meta.env.DEV ? 'development' : 'production';
