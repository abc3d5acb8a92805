import type { z } from 'zod';
import type {
  BoardTable,
  DiningTable,
  TableBoard,
  tablesCreate,
  tableUpdate,
} from '@meja/shared/contracts/tables';
import { TABLE_MESSAGES } from '@meja/shared/contracts/tables';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { isOpen } from '@meja/shared/order-status';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { tableState } from '@meja/shared/table-states';
import type { DiningTableRow, TableCallRow } from '../../db/schema/tables';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { Scope } from '../../platform/scope';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { orderEvent } from '../realtime/tenant-events';
import { lockOrder, moveOrdersToTable } from '../sales/sales.service';
import { boardOrderOf, callEvent, presentCall, presentTable } from './tables.presenter';
import {
  answerCall,
  answerCallsOf,
  deleteTable,
  insertTables,
  listTables,
  openCalls,
  openDineInOrders,
  updateTable,
  type OpenOrderRow,
} from './tables.repo';

type CreateInput = z.output<typeof tablesCreate>;
type UpdateInput = z.output<typeof tableUpdate>;

/** The floor: the list's tables in their order, then any other table an open order or call names. */
function boardOf(
  tables: readonly DiningTableRow[],
  orders: readonly OpenOrderRow[],
  calls: readonly TableCallRow[],
) {
  const listed = new Set(tables.map((table) => table.name));
  // A call is the floor's business while its table has an open order; after that, its diners left.
  const seated = new Set(orders.map((order) => order.table));
  const live = calls.filter((call) => seated.has(call.tableName));
  const others = [...seated].filter((name) => !listed.has(name)).sort();
  const entries = [
    ...tables.map((table) => ({ _id: table.id, name: table.name, area: table.area })),
    ...others.map((name) => ({ _id: null, name, area: '' })),
  ];
  return entries.map((entry): BoardTable => {
    const mine = orders.filter((order) => order.table === entry.name);
    const waiting = live.filter((call) => call.tableName === entry.name);
    const flags = mine.map(boardOrderOf);
    return {
      ...entry,
      state: tableState(flags, waiting),
      orders: flags,
      due: mine.reduce((sum, order) => sum + Math.max(0, order.total - order.paid), 0),
      calls: waiting.map(presentCall),
    };
  });
}

function nameTaken(error: unknown): never {
  if (uniqueViolationConstraint(error) !== null) throw new AppError('TABLE_NAME_TAKEN');
  throw error;
}

/** /tables (issue 20): the restaurant's tables, the floor's states, moves, merges and calls. */
export function createTablesService(deps: Pick<ServiceDeps, 'db' | 'now'> & { announcer: StaffAnnouncer }) {
  const inTx = <T>(scope: Scope, work: (tx: Tx) => Promise<T>) => inTenantTx(deps.db, scope.tenantId, work);

  async function list(scope: Scope): Promise<DiningTable[]> {
    return (await inTx(scope, (tx) => listTables(tx, scope.tenantId))).map(presentTable);
  }

  async function add(scope: Scope, input: CreateInput): Promise<DiningTable[]> {
    return inTx(scope, async (tx) => {
      await insertTables(tx, scope.tenantId, [...new Set(input.tables)], input.area);
      return (await listTables(tx, scope.tenantId)).map(presentTable);
    });
  }

  async function update(scope: Scope, id: string, input: UpdateInput): Promise<DiningTable> {
    const row = await inTx(scope, (tx) => updateTable(tx, scope.tenantId, id, input)).catch(nameTaken);
    if (!row) throw notFound(TABLE_MESSAGES.notFound);
    return presentTable(row);
  }

  /** Orders keep their table's name: they stay on the floor under it until they close. */
  async function remove(scope: Scope, id: string): Promise<void> {
    const removed = await inTx(scope, (tx) => deleteTable(tx, scope.tenantId, id));
    if (!removed) throw notFound(TABLE_MESSAGES.notFound);
  }

  function readBoard(tx: Tx, scope: Scope): Promise<TableBoard> {
    return Promise.all([
      listTables(tx, scope.tenantId),
      openDineInOrders(tx, scope.tenantId),
      openCalls(tx, scope.tenantId),
    ]).then(([tables, orders, calls]) => ({ tables: boardOf(tables, orders, calls) }));
  }

  async function board(scope: Scope): Promise<TableBoard> {
    return inTx(scope, (tx) => readBoard(tx, scope));
  }

  /** Moves open orders (locked, checked again) to `table`; tells the floor and their diners. */
  async function move(scope: Scope, orderIds: readonly string[], table: string, check: 'one' | 'merge') {
    const events: TenantEvent[] = [];
    const moved: string[] = [];
    const result = await inTx(scope, async (tx) => {
      const left = new Set<string>();
      for (const id of [...orderIds].sort()) {
        const order = await lockOrder(tx, scope.tenantId, id);
        if (!order) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
        if (!isOpen(order)) {
          if (check === 'one') throw new AppError('ORDER_NOT_OPEN');
          continue;
        }
        moved.push(order.id);
        left.add(order.tableNumber.toUpperCase());
        events.push(orderEvent(order, 'updated'));
      }
      const now = deps.now();
      await moveOrdersToTable(tx, scope.tenantId, moved, table, now);
      // A table left without an open order: its diners moved, and their calls end with it.
      for (const name of left) {
        if (name === table || (await openDineInOrders(tx, scope.tenantId, name)).length > 0) continue;
        const answered = await answerCallsOf(tx, scope.tenantId, name, scope.userId, now);
        events.push(...answered.map((call) => callEvent(call, 'answered')));
      }
      return { moved: moved.length, board: await readBoard(tx, scope) };
    });
    deps.announcer.announce(scope.tenantId, moved, events);
    return result;
  }

  function moveOrder(scope: Scope, orderId: string, table: string) {
    return move(scope, [orderId], table, 'one');
  }

  /** Every open order of `from` joins `to`: their bills are paid together; `from`'s calls end. */
  async function merge(scope: Scope, from: string, to: string) {
    const orders = await inTx(scope, (tx) => openDineInOrders(tx, scope.tenantId, from));
    if (orders.length === 0) throw new AppError('TABLE_EMPTY');
    return move(
      scope,
      orders.map((order) => order.id),
      to,
      'merge',
    );
  }

  async function answer(scope: Scope, callId: string): Promise<void> {
    const call = await inTx(scope, (tx) => answerCall(tx, scope.tenantId, callId, scope.userId, deps.now()));
    if (!call) throw notFound(TABLE_MESSAGES.callNotFound);
    deps.announcer.announce(scope.tenantId, [], [callEvent(call, 'answered')]);
  }

  return { list, add, update, remove, board, moveOrder, merge, answer };
}

export type TablesService = ReturnType<typeof createTablesService>;
