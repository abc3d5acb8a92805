import { cashMessages } from '../../components/cash-messages';
import { receiptMessages } from '../../components/receipt/receipt-messages';
import { printerSetupMessages } from '../../printing/printer-setup-messages';
import { printingMessages } from '../../printing/printing-messages';
import { dashboardMessages } from './dashboard/dashboard-messages';
import { discountMessages } from './dashboard/discount-messages';
import { optionPickerMessages } from './dashboard/option-picker-messages';
import { loginMessages } from './login/login-messages';
import { manageMessages } from './manage/manage-messages';
import { offlineMessages } from './offline/offline-messages';
import { posErrorMessages } from './pos-errors';
import { posLabelMessages } from './pos-labels';
import { posPrintMessages } from './print/print-messages';
import { reportsMessages } from './reports/reports-messages';
import { languageMessages, shellMessages } from './shell/shell-messages';
import { shiftMessages } from './shift/shift-messages';
import { transactionsMessages } from './transactions-messages';

/** Every catalogue of the 'pos' area: the English chunk (i18n/en/pos.ts) must translate each key. */
export const POS_CATALOGUES = [
  posLabelMessages,
  receiptMessages,
  cashMessages,
  posErrorMessages,
  shellMessages,
  languageMessages,
  loginMessages,
  dashboardMessages,
  discountMessages,
  optionPickerMessages,
  shiftMessages,
  manageMessages,
  reportsMessages,
  transactionsMessages,
  offlineMessages,
  printingMessages,
  printerSetupMessages,
  posPrintMessages,
] as const;
