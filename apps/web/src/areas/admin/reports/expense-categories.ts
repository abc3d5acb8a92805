import type { ExpenseCategory } from '@meja/shared/profit-loss';
import { i18n } from '../../../i18n/i18n';

/** The expense categories as the back office names them (reports, expenses, CSV). */
export const expenseCategoryMessages = i18n('admin/reports/expense-categories', {
  PAYROLL: 'Gaji',
  RENT: 'Sewa tempat',
  UTILITIES: 'Listrik, air & internet',
  SUPPLIES: 'Perlengkapan',
  MARKETING: 'Pemasaran',
  MAINTENANCE: 'Perawatan & perbaikan',
  OTHER: 'Lainnya',
} satisfies Record<ExpenseCategory, string>);
