import { shiftClose, shiftOpen, shiftResponse, type ShiftClose } from '@meja/shared/contracts/pos';
import { readCachedShift, writeCachedShift } from './master-data';
import { offlineMessages } from './offline-messages';
import { localClosedShift, localOpenShift } from './pos-placeholders';
import { POS_PATHS, posWriteRequest } from './pos-requests';
import type { PosShiftView } from './pos-views';
import { answerOf } from './write-errors';
import type { WritePath } from './write-path';

/** The cashier's shift: opened with the drawer's cash, closed with the cash counted. */
export function shiftWrites(path: WritePath) {
  async function openShift(
    tenantSlug: string,
    openingCash: number,
  ): Promise<{ offline: boolean; shift: PosShiftView }> {
    const fallback = offlineMessages.get().saveFailed;
    const id = path.newId();
    const key = path.newId();
    const body = { _id: id, openingCash };
    path.checked(shiftOpen, body, fallback);
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.openShift, body, key);
    const answer = await path.attempt(tenantSlug, request, fallback);
    const result = answer.answered
      ? { offline: false, shift: answerOf(shiftResponse, answer.response, fallback).shift }
      : { offline: true, shift: localOpenShift(id, openingCash, path.now()) };
    if (result.offline) {
      await path.enqueue(key, request, { kind: 'shiftOpen', tenantSlug, local: result.shift });
    }
    await writeCachedShift(path.db, tenantSlug, result.shift, path.now());
    return result;
  }

  /**
   * Closes with the cash counted and, if the cashier has them, the card and QRIS totals. Offline, the
   * result is this device's own count (its open shift and the payments it took).
   */
  async function closeShift(
    tenantSlug: string,
    counted: ShiftClose,
  ): Promise<{ offline: boolean; shift: PosShiftView }> {
    const fallback = offlineMessages.get().saveFailed;
    const key = path.newId();
    const body: ShiftClose = {
      closingCash: counted.closingCash,
      ...(counted.closingCard !== undefined && { closingCard: counted.closingCard }),
      ...(counted.closingQris !== undefined && { closingQris: counted.closingQris }),
    };
    path.checked(shiftClose, body, fallback);
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.closeShift, body, key);
    const answer = await path.attempt(tenantSlug, request, fallback);
    let result: { offline: boolean; shift: PosShiftView };
    if (answer.answered) {
      result = { offline: false, shift: answerOf(shiftResponse, answer.response, fallback).shift };
    } else {
      const open = await readCachedShift(path.db, tenantSlug);
      result = { offline: true, shift: localClosedShift(open, path.newId(), body, path.now()) };
      await path.enqueue(key, request, { kind: 'shiftClose', tenantSlug, local: result.shift });
    }
    await writeCachedShift(path.db, tenantSlug, result.shift, path.now());
    return result;
  }

  return { openShift, closeShift };
}
