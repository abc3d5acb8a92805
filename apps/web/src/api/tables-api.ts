import { okResponse } from '@meja/shared/contracts/common';
import {
  diningTable,
  diningTableList,
  tableBoard,
  tableMoved,
  type DiningTable,
  type TableBoard,
  type TablesCreate,
} from '@meja/shared/contracts/tables';
import type { z } from 'zod';
import { floorScopeKey } from './orders-api';
import { apiGet, apiPost, apiRequest, segment, type ResponseSchema } from './http-client';

/*
 * Issue 20, the restaurant's tables: /api/v1/tenant/{slug}/tables (the list, the floor board, merge),
 * /orders/{id}/table (move one order) and /table-calls/{id}/answer (a diner's call answered).
 */

function tenantPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}`;
}

/**
 * Under the floor's scope: the live stream's invalidation (an order, a payment, a call) refreshes
 * the board and the list with the orders and payments.
 */
export function tablesScopeKey(tenantSlug: string): string[] {
  return [...floorScopeKey(tenantSlug), 'tables'];
}

export function tableBoardQueryKey(tenantSlug: string): string[] {
  return [...tablesScopeKey(tenantSlug), 'board'];
}

export function diningTablesQueryKey(tenantSlug: string): string[] {
  return [...tablesScopeKey(tenantSlug), 'list'];
}

export function fetchTableBoard(tenantSlug: string, signal?: AbortSignal): Promise<TableBoard> {
  return apiGet(`${tenantPath(tenantSlug)}/tables/board`, tableBoard, { signal });
}

export async function fetchDiningTables(tenantSlug: string, signal?: AbortSignal): Promise<DiningTable[]> {
  const list = await apiGet(`${tenantPath(tenantSlug)}/tables`, diningTableList, { signal });
  return list.items;
}

/** Adds tables (names already in the list stay as they are); answers the whole list. */
export async function addDiningTables(tenantSlug: string, input: TablesCreate): Promise<DiningTable[]> {
  const list = await apiPost(`${tenantPath(tenantSlug)}/tables`, diningTableList, input);
  return list.items;
}

export function updateDiningTable(
  tenantSlug: string,
  id: string,
  changes: { name?: string; area?: string },
): Promise<DiningTable> {
  return apiRequest('PATCH', `${tenantPath(tenantSlug)}/tables/${segment(id)}`, diningTable, {
    body: changes,
  });
}

/** A 204's empty body. */
const noContent: ResponseSchema<null> = {
  safeParse: (data) => (data === null ? { success: true, data: null } : { success: false }),
};

export async function deleteDiningTable(tenantSlug: string, id: string): Promise<void> {
  await apiRequest('DELETE', `${tenantPath(tenantSlug)}/tables/${segment(id)}`, noContent);
}

export type TableMoved = z.infer<typeof tableMoved>;

export function moveOrderToTable(tenantSlug: string, orderId: string, table: string): Promise<TableMoved> {
  return apiRequest('PATCH', `${tenantPath(tenantSlug)}/orders/${segment(orderId)}/table`, tableMoved, {
    body: { table },
  });
}

/** Every open order of `from` moves to `to`. */
export function mergeTables(tenantSlug: string, from: string, to: string): Promise<TableMoved> {
  return apiPost(`${tenantPath(tenantSlug)}/tables/merge`, tableMoved, { from, to });
}

export async function answerTableCall(tenantSlug: string, callId: string): Promise<void> {
  await apiPost(`${tenantPath(tenantSlug)}/table-calls/${segment(callId)}/answer`, okResponse, undefined);
}
