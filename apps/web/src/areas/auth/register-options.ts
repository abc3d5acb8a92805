import { PACKAGE_LABELS, REGISTRABLE_PACKAGES } from '@meja/shared/plans';
import type { SelectOption } from '../../components/select-field';

export type RegistrablePackage = (typeof REGISTRABLE_PACKAGES)[number];

/** BASIC, POS_ONLY shown as KASIR_SAJA, PRO. */
export const REGISTER_PACKAGE_OPTIONS: SelectOption[] = REGISTRABLE_PACKAGES.map((pkg) => ({
  value: pkg,
  label: PACKAGE_LABELS[pkg],
}));

/** /register?package=PRO (where checkout sends a visitor) preselects it; anything else is BASIC. */
export function packageFromQuery(value: string | null): RegistrablePackage {
  return REGISTRABLE_PACKAGES.find((pkg) => pkg === value) ?? 'BASIC';
}
