import { quickCashOptions } from '@meja/shared/cash';
import { DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { POS_MESSAGES } from '@meja/shared/contracts/pos';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { ROLE_LABELS, ROLES } from '@meja/shared/roles';
import { varianceLabel } from '@meja/shared/shift';
import { SOLD_OUT_LABEL } from '@meja/shared/sold-out';
import { TAX_TYPES } from '@meja/shared/charges';
import { serviceChargeLabel, taxLabel } from '@meja/shared/tax';
import { describe, expect, it } from 'vitest';
import { cashMessages } from '../../components/cash-messages';
import { methodLabel, placeLabel, receiptMessages } from '../../components/receipt/receipt-messages';
import { taxLabelOf } from '../../lib/charge-lines';
import { dashboardMessages } from './dashboard/dashboard-messages';
import { loginMessages } from './login/login-messages';
import { manageMessages } from './manage/manage-messages';
import { offlineMessages } from './offline/offline-messages';
import { posErrorMessages } from './pos-errors';
import { posLabelMessages, roleLabel, varianceLabelIn } from './pos-labels';
import { reportsMessages } from './reports/reports-messages';

/*
 * The POS's Indonesian is the source locale: the texts it copies from @meja/shared (the server's
 * SPEC §8 texts, roles, tax and variance names) must stay exactly those.
 */
describe('the POS catalogues in Indonesian', () => {
  it('name roles, the variance and the sold-out tile as @meja/shared does', () => {
    const labels = posLabelMessages.get();
    for (const role of ROLES) expect(roleLabel(labels, role)).toBe(ROLE_LABELS[role]);
    for (const difference of [0, 0.4, 1500, -2500, Number.NaN]) {
      expect(varianceLabelIn(labels, difference)).toBe(varianceLabel(difference));
    }
    expect(labels.soldOut).toBe(SOLD_OUT_LABEL);
  });

  it('name the tax, the method and the place as the receipt always did', () => {
    const t = receiptMessages.get();
    for (const taxType of TAX_TYPES) {
      for (const taxPercent of [0, 10, 11, 110, 111, -5]) {
        expect(taxLabelOf(t, { taxPercent, taxType })).toBe(taxLabel(taxPercent, taxType));
      }
    }
    expect(t.serviceCharge({ rate: 5 })).toBe(serviceChargeLabel(5));
    expect(methodLabel(t, 'CASH')).toBe('Tunai');
    expect(methodLabel(t, 'QRIS')).toBe('QRIS');
    expect(placeLabel(t, { table: 'POS', type: 'DINE_IN' })).toBe('Kasir');
    expect(placeLabel(t, { table: '7', type: 'DINE_IN' })).toBe('Meja 7');
    expect(placeLabel(t, { table: 'POS', type: 'TAKEAWAY' })).toBe('Bawa pulang');
    expect(placeLabel(t, { table: 'BUDI', type: 'TAKEAWAY' })).toBe('Bawa pulang · BUDI');
  });

  it("call the cash dialog's first quick amount as @meja/shared/cash does", () => {
    expect(quickCashOptions(27_750)[0]?.label).toBe(cashMessages.get().exactCash);
  });

  it("keep the server's SPEC §8 texts", () => {
    const login = loginMessages.get();
    expect(login.tenantNotFound).toBe(POS_MESSAGES.tenantNotFound);
    expect(login.loginFailed).toBe(POS_MESSAGES.loginFailed);
    expect(login.otherTenant).toBe(POS_MESSAGES.otherTenant);
    const dashboard = dashboardMessages.get();
    expect(dashboard.orderFailed).toBe(POS_MESSAGES.orderFailed);
    expect(dashboard.transactionRecorded).toBe(POS_MESSAGES.transactionRecorded);
    expect(dashboard.noTransactionsToday).toBe(POS_MESSAGES.noTransactionsToday);
    expect(dashboard.shiftRequired).toBe(POS_MESSAGES.shiftRequired);
    const manage = manageMessages.get();
    expect(manage.itemAdded).toBe(POS_MESSAGES.itemAdded);
    expect(manage.addItemFailed).toBe(POS_MESSAGES.addItemFailed);
    expect(manage.cashierAdded).toBe(POS_MESSAGES.cashierAdded);
    expect(manage.addCashierFailed).toBe(POS_MESSAGES.addCashierFailed);
    expect(manage.imageUploaded).toBe(POS_MESSAGES.imageUploaded);
    expect(manage.uploadFailed).toBe(POS_MESSAGES.uploadFailed);
    expect(manage.passwordHint).toBe(POS_MESSAGES.passwordHint);
    const reports = reportsMessages.get();
    expect(reports.noTransactionsOnDate).toBe(POS_MESSAGES.noTransactionsOnDate);
    expect(reports.noTopItems).toBe(POS_MESSAGES.noTopItems);
    const offline = offlineMessages.get();
    expect(offline.qrisNotConfigured).toBe(POS_MESSAGES.qrisNotConfigured);
    expect(offline.addItemFailed).toBe(POS_MESSAGES.addItemFailed);
    expect(offline.addCashierFailed).toBe(POS_MESSAGES.addCashierFailed);
    const errors = posErrorMessages.get();
    expect(errors.SHIFT_REQUIRED).toBe(POS_MESSAGES.shiftRequired);
    expect(errors.OTHER_TENANT).toBe(POS_MESSAGES.otherTenant);
    expect(errors.QRIS_NOT_CONFIGURED).toBe(POS_MESSAGES.qrisNotConfigured);
    expect(errors.SHIFT_ALREADY_OPEN).toBe(POS_MESSAGES.shiftAlreadyOpen);
    expect(errors.SHIFT_NOT_OPEN).toBe(POS_MESSAGES.noOpenShift);
    expect(errors.ORDER_ALREADY_PAID).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it('keep the shared discount texts (issue 20)', () => {
    const offline = offlineMessages.get();
    expect(offline.discountPinRequired({ limit: '10' })).toBe(DISCOUNT_MESSAGES.pinRequired(10));
    expect(offline.discountTooLarge).toBe(DISCOUNT_MESSAGES.tooLarge);
    const errors = posErrorMessages.get();
    expect(errors.DISCOUNT_INVALID).toBe(DISCOUNT_MESSAGES.tooLarge);
    expect(errors.DISCOUNT_PIN_WRONG).toBe(DISCOUNT_MESSAGES.pinWrong);
    expect(errors.DISCOUNT_PIN_NOT_SET).toBe(DISCOUNT_MESSAGES.pinNotSet);
  });
});
