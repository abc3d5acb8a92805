/* Build settings of the diner's ad slot (ad-config.ts; README, configuration). */
interface ImportMetaEnv {
  readonly VITE_AD_CLIENT?: string;
  readonly VITE_AD_SLOT?: string;
}
