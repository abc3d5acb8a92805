import { PACKAGE_LABELS, type Package } from '@meja/shared/plans';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const planBadgeMessages = i18n('common/plan-badge', {
  paket: 'Paket ',
});

/** SPEC §2: BASIC grey, PRO green, POS_ONLY amber (KASIR_SAJA), ENTERPRISE purple. */
const BADGE_COLOURS: Record<Package, string> = {
  BASIC: 'bg-stone-200 text-stone-800 ring-stone-300',
  PRO: 'bg-green-100 text-green-800 ring-green-300',
  POS_ONLY: 'bg-amber-100 text-amber-900 ring-amber-300',
  ENTERPRISE: 'bg-purple-100 text-purple-800 ring-purple-300',
};

interface PlanBadgeProps {
  pkg: Package;
}

export function PlanBadge({ pkg }: PlanBadgeProps) {
  const t = useMessages(planBadgeMessages);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold tracking-wide ring-1 ring-inset ${BADGE_COLOURS[pkg]}`}
      data-package={pkg}
    >
      <span className="sr-only">{t.paket}</span>
      {PACKAGE_LABELS[pkg]}
    </span>
  );
}
