import type { z } from 'zod';
import type { Shift, shiftClose, shiftOpen } from '@meja/shared/contracts/pos';
import { shiftSummary } from '@meja/shared/shift';
import { v7 as uuidv7 } from 'uuid';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { presentShift } from './pos.presenter';
import type { PosScope } from './pos-scope';
import {
  closeShift,
  findOpenShift,
  insertShift,
  ONE_OPEN_SHIFT_PER_USER,
  shiftPayments,
  type ShiftRow,
} from './pos-shifts.repo';

type OpenInput = z.output<typeof shiftOpen>;
type CloseInput = z.output<typeof shiftClose>;

/**
 * The cashier's shifts (SPEC §2 POS Shift, docs/pos.md): one open shift per user; closing it fixes
 * the expected cash (opening + the cash payments carrying its id, shared `shiftSummary`) and the
 * expected card and QRIS totals, beside what the cashier counted of each.
 */
export function createPosShiftsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function view(tx: Tx, tenantId: string, row: ShiftRow): Promise<Shift> {
    return presentShift(row, await shiftPayments(tx, tenantId, row.id));
  }

  async function current(scope: PosScope): Promise<Shift | null> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const row = await findOpenShift(tx, scope.tenantId, scope.userId);
      return row ? view(tx, scope.tenantId, row) : null;
    });
  }

  async function open(scope: PosScope, input: OpenInput, request: IdempotentRequest) {
    return withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body: input, now: deps.now },
      async (tx) => {
        if (await findOpenShift(tx, scope.tenantId, scope.userId)) throw new AppError('SHIFT_ALREADY_OPEN');
        const row = await insertShift(tx, {
          tenantId: scope.tenantId,
          id: input._id ?? uuidv7(),
          userId: scope.userId,
          openingCash: input.openingCash,
          openedAt: deps.now(),
        });
        return { status: 201, body: { shift: await view(tx, scope.tenantId, row) } };
      },
    ).catch((error: unknown) => {
      const constraint = uniqueViolationConstraint(error);
      if (constraint === ONE_OPEN_SHIFT_PER_USER) throw new AppError('SHIFT_ALREADY_OPEN');
      if (constraint !== null) throw new AppError('SHIFT_ID_TAKEN');
      throw error;
    });
  }

  async function close(scope: PosScope, input: CloseInput, request: IdempotentRequest) {
    return withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body: input, now: deps.now },
      async (tx) => {
        const row = await findOpenShift(tx, scope.tenantId, scope.userId, { lock: 'update' });
        if (!row) throw new AppError('SHIFT_NOT_OPEN');
        const payments = await shiftPayments(tx, scope.tenantId, row.id);
        const summary = shiftSummary({
          openingCash: row.openingCash,
          closingCash: input.closingCash,
          payments,
          orderCount: new Set(payments.map((p) => p.orderId)).size,
        });
        const closed = await closeShift(tx, scope.tenantId, row.id, {
          closedAt: deps.now(),
          closingCash: input.closingCash,
          expectedCash: summary.expectedCash,
          // Card and QRIS: the terminal's and the QRIS app's totals against the payments taken.
          countedCard: input.closingCard ?? null,
          countedQris: input.closingQris ?? null,
          expectedCard: summary.totalsByMethod.CARD,
          expectedQris: summary.totalsByMethod.QRIS,
          orderCount: summary.orderCount,
        });
        return { status: 200, body: { shift: presentShift(closed, payments) } };
      },
    );
  }

  return { current, open, close };
}

export type PosShiftsService = ReturnType<typeof createPosShiftsService>;
