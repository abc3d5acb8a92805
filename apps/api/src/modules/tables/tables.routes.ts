import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, slugParam } from '@meja/shared/contracts/common';
import {
  diningTable,
  diningTableList,
  orderMove,
  tableBoard,
  tableMoved,
  TABLE_MESSAGES,
  tablesCreate,
  tablesMerge,
  tableUpdate,
} from '@meja/shared/contracts/tables';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { scopeOf } from '../../platform/scope';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { TablesService } from './tables.service';

/** The floor (admin and cashier): states, moves, merges, calls. The list itself: the admin's settings. */
const floorAccess = { access: { kind: 'tenant', section: 'orders' } } as const;
const settingsAccess = { access: { kind: 'tenant', section: 'settings' } } as const;
const slugOnly = z.object({ slug: slugParam });
const slugAndTable = z.object({ slug: slugParam, id: z.uuid(TABLE_MESSAGES.notFound) });
const slugAndOrder = z.object({ slug: slugParam, id: z.uuid(ORDER_TRANSITION_MESSAGES.notFound) });
const slugAndCall = z.object({ slug: slugParam, id: z.uuid(TABLE_MESSAGES.callNotFound) });

/** /api/v1/tenant/:slug/tables, /orders/:id/table and /table-calls (issue 20). */
export function tablesRoutes(tables: TablesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tables'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/:slug/tables',
      {
        config: floorAccess,
        schema: {
          summary: "The restaurant's tables, in floor order",
          params: slugOnly,
          response: { 200: diningTableList },
        },
      },
      async (request) => ({ items: await tables.list(scopeOf(request)) }),
    );

    app.post(
      '/:slug/tables',
      {
        config: settingsAccess,
        schema: {
          summary: 'Add tables (names already there are kept as they are)',
          params: slugOnly,
          body: tablesCreate,
          response: { 201: diningTableList },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ items: await tables.add(scopeOf(request), request.body) }),
    );

    app.patch(
      '/:slug/tables/:id',
      {
        config: { ...settingsAccess, errors: ['TABLE_NAME_TAKEN'] },
        schema: {
          summary: 'Rename a table or change its area',
          params: slugAndTable,
          body: tableUpdate,
          response: { 200: diningTable },
        },
      },
      async (request) => tables.update(scopeOf(request), request.params.id, request.body),
    );

    app.delete(
      '/:slug/tables/:id',
      {
        config: settingsAccess,
        schema: {
          summary: 'Remove a table from the list',
          params: slugAndTable,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await tables.remove(scopeOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/:slug/tables/board',
      {
        config: floorAccess,
        schema: {
          summary: "Every table's state from its open orders and its diners' calls",
          params: slugOnly,
          response: { 200: tableBoard },
        },
      },
      async (request) => tables.board(scopeOf(request)),
    );

    app.post(
      '/:slug/tables/merge',
      {
        config: { ...floorAccess, errors: ['TABLE_EMPTY'] },
        schema: {
          summary: "Merge a table's open orders into another table (one bill)",
          params: slugOnly,
          body: tablesMerge,
          response: { 200: tableMoved },
        },
      },
      async (request) => tables.merge(scopeOf(request), request.body.from, request.body.to),
    );

    app.patch(
      '/:slug/orders/:id/table',
      {
        config: { ...floorAccess, errors: ['ORDER_NOT_OPEN'] },
        schema: {
          summary: 'Move an open order to another table',
          params: slugAndOrder,
          body: orderMove,
          response: { 200: tableMoved },
        },
      },
      async (request) => tables.moveOrder(scopeOf(request), request.params.id, request.body.table),
    );

    app.post(
      '/:slug/table-calls/:id/answer',
      {
        config: floorAccess,
        schema: { summary: "Answer a diner's call", params: slugAndCall, response: { 200: okResponse } },
      },
      async (request) => {
        await tables.answer(scopeOf(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
