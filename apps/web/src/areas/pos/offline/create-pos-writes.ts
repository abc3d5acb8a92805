import { manageWrites } from './manage-writes';
import { posReads } from './pos-reads';
import { saleWrites } from './sale-writes';
import { shiftReads } from './shift-reads';
import { shiftWrites } from './shift-writes';
import { createWritePath, type PosWritesDeps } from './write-path';

export type { PosMenuLoad } from './pos-reads';
export type { CurrentShiftLoad } from './shift-reads';
export type { PayIntentInput, PaymentNow, SaleGiver, SaleOptions } from './sale-writes';
export type { PosWritesDeps } from './write-path';

/** Every POS write and offline-aware read, on one queue, transport and database (write-path.ts). */
export function createPosWrites(deps: PosWritesDeps) {
  const path = createWritePath(deps);
  return {
    ...posReads(path),
    ...shiftReads(path),
    ...saleWrites(path),
    ...manageWrites(path),
    ...shiftWrites(path),
  };
}

export type PosWrites = ReturnType<typeof createPosWrites>;
