import type { DiningTable, TableCall } from '@meja/shared/contracts/tables';
import type { TenantCallEvent } from '@meja/shared/contracts/tenant-events';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@meja/shared/order-status';
import type { DiningTableRow, TableCallRow } from '../../db/schema/tables';
import type { OpenOrderRow } from './tables.repo';

export function presentTable(row: DiningTableRow): DiningTable {
  return { _id: row.id, name: row.name, area: row.area };
}

export function presentCall(row: TableCallRow): TableCall {
  return { _id: row.id, table: row.tableName, kind: row.kind, createdAt: row.createdAt.toISOString() };
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

/** An open order on the floor, in short. */
export function boardOrderOf(row: OpenOrderRow) {
  return {
    _id: row.id,
    status: oneOf(ORDER_STATUSES, row.status, 'PENDING'),
    confirmed: row.confirmed,
    ready: row.ready,
    paymentStatus: oneOf(PAYMENT_STATUSES, row.paymentStatus, 'NONE'),
    grandTotal: row.total,
    items: row.items,
    createdAt: row.createdAt.toISOString(),
  };
}

export function callEvent(row: TableCallRow, change: TenantCallEvent['change']): TenantCallEvent {
  return { type: 'call', callId: row.id, table: row.tableName, kind: row.kind, change };
}
