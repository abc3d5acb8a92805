/** SPEC §9: the social-proof toast first appears after 2500 ms, then every 15000 ms, for 5000 ms. */
export const SOCIAL_PROOF_FIRST_MS = 2500;
export const SOCIAL_PROOF_EVERY_MS = 15_000;
export const SOCIAL_PROOF_VISIBLE_MS = 5000;

/**
 * How long until the toast changes: shown 5 s, then hidden until 15 s after it last appeared. With
 * `shownBefore` false it is the first wait.
 */
export function nextToastChangeMs(visible: boolean, shownBefore: boolean): number {
  if (visible) return SOCIAL_PROOF_VISIBLE_MS;
  return shownBefore ? SOCIAL_PROOF_EVERY_MS - SOCIAL_PROOF_VISIBLE_MS : SOCIAL_PROOF_FIRST_MS;
}
