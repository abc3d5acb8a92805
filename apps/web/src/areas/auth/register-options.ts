import { PACKAGE_LABELS, REGISTRABLE_PACKAGES } from '@meja/shared/plans';
import type { SelectOption } from '../../components/select-field';

/** BASIC, POS_ONLY shown as KASIR_SAJA, PRO. */
export const REGISTER_PACKAGE_OPTIONS: SelectOption[] = REGISTRABLE_PACKAGES.map((pkg) => ({
  value: pkg,
  label: PACKAGE_LABELS[pkg],
}));
