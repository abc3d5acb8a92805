export const PACKAGES = ['BASIC', 'POS_ONLY', 'PRO', 'ENTERPRISE'] as const;
export type Package = (typeof PACKAGES)[number];

/** Packages a restaurant can choose when it registers (ENTERPRISE goes through chat). */
export const REGISTRABLE_PACKAGES = ['BASIC', 'POS_ONLY', 'PRO'] as const;

export const PACKAGE_RANK: Record<Package, number> = { BASIC: 1, POS_ONLY: 2, PRO: 3, ENTERPRISE: 4 };

/** How a package is shown to people: POS_ONLY is sold as KASIR_SAJA. */
export const PACKAGE_LABELS: Record<Package, string> = {
  BASIC: 'BASIC',
  POS_ONLY: 'KASIR_SAJA',
  PRO: 'PRO',
  ENTERPRISE: 'ENTERPRISE',
};

/** SPEC §2: the Upgrade button is shown for BASIC and POS_ONLY only. */
export function showsUpgradeButton(pkg: Package): boolean {
  return pkg === 'BASIC' || pkg === 'POS_ONLY';
}

/** Where the Upgrade button goes (SPEC §2). */
export function upgradeHref(pkg: Package, tenantSlug: string): string {
  return showsUpgradeButton(pkg) ? `/payment/${encodeURIComponent(tenantSlug)}` : '/pricing';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function trialEndsAt(start: Date, trialDays: number): Date {
  return new Date(start.getTime() + trialDays * DAY_MS);
}

/** A BASIC tenant is blocked once its trial has ended; other packages are paid plans. */
export function isTrialExpired(pkg: Package, trialEnds: Date | null, now: Date): boolean {
  return pkg === 'BASIC' && trialEnds !== null && now.getTime() >= trialEnds.getTime();
}
