import type { PosPayment, PosUser, Shift } from '@meja/shared/contracts/pos';
import { isTenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { resolvePosPlan } from '@meja/shared/pos-plan';
import { shiftSummary, type ShiftPayment } from '@meja/shared/shift';
import type { AuthUser } from '../../platform/auth/auth-user';
import { cashFiguresOf } from '../payments/cash-received';
import type { PaymentRow } from '../../db/schema/payments';
import type { TenantRow } from '../../db/schema/platform';
import type { ShiftRow } from './pos-shifts.repo';

/** The POS session's user: the tenant it sells for and that tenant's real package (SPEC §3, §4). */
export function presentPosUser(user: AuthUser, tenant: TenantRow): PosUser {
  return {
    _id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    tenantSlug: tenant.slug,
    tenantName: tenant.name,
    plan: resolvePosPlan(tenant.package),
    mustChangePassword: user.mustChangePassword,
  };
}

export function presentPosPayment(row: PaymentRow): PosPayment {
  return {
    _id: row.id,
    orderId: row.orderId,
    method: row.method,
    status: row.status,
    amount: row.amount,
    qrString: row.qrString,
    payUrl: row.payUrl,
    gateway: isTenantGatewayProvider(row.gateway) ? row.gateway : null,
    createdAt: row.createdAt.toISOString(),
    ...cashFiguresOf(row),
  };
}

/**
 * A shift with its result (SPEC §3): expected cash = opening + the cash payments carrying its id. An
 * open shift shows the figures so far; a closed one the expected cash and order count fixed at close.
 */
export function presentShift(
  row: ShiftRow,
  payments: readonly (ShiftPayment & { orderId: string })[],
): Shift {
  const summary = shiftSummary({
    openingCash: row.openingCash,
    closingCash: row.closingCash ?? 0,
    payments,
    orderCount: new Set(payments.map((p) => p.orderId)).size,
  });
  const expectedCash = row.expectedCash ?? summary.expectedCash;
  return {
    _id: row.id,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    openingCash: row.openingCash,
    closingCash: row.closingCash,
    expectedCash,
    difference: row.closingCash === null ? null : row.closingCash - expectedCash,
    orderCount: row.orderCount ?? summary.orderCount,
    totalSales: summary.totalSales,
    totalsByMethod: summary.totalsByMethod,
    expectedCard: row.expectedCard ?? summary.totalsByMethod.CARD,
    expectedQris: row.expectedQris ?? summary.totalsByMethod.QRIS,
    countedCard: row.countedCard,
    countedQris: row.countedQris,
  };
}
