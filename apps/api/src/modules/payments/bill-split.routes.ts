import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billSplit,
  billSplitCreate,
  billSplitList,
  splitPartParams,
  splitPartPaid,
  splitPartPay,
} from '@meja/shared/contracts/bill-split';
import { slugParam } from '@meja/shared/contracts/common';
import { SPLIT_MESSAGES } from '@meja/shared/bill-split';
import { scopeOf } from '../../platform/scope';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { BillSplitService } from './bill-split.service';
import { paymentsAccess } from './payments.routes';

const slugOnly = z.object({ slug: slugParam });
const slugAndSplit = z.object({ slug: slugParam, id: z.uuid(SPLIT_MESSAGES.notFound) });
const slugSplitPart = splitPartParams.extend({ slug: slugParam });

/** /api/v1/tenant/:slug/payments/splits (issue 20): a table's bill paid in parts. */
export function billSplitRoutes(splits: BillSplitService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('payments'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/:slug/payments/splits',
      {
        config: {
          ...paymentsAccess,
          errors: [
            'SPLIT_INVALID',
            'ORDER_CANCELLED',
            'ORDER_ALREADY_PAID',
            'BILL_SPLIT_OPEN',
            'PAYMENT_IN_PROGRESS',
          ],
        },
        schema: {
          summary: "Split a bill (one or more unpaid orders) in equal parts or by each guest's dishes",
          params: slugOnly,
          body: billSplitCreate,
          response: { 201: billSplit },
        },
      },
      async (request, reply) => reply.status(201).send(await splits.create(scopeOf(request), request.body)),
    );

    app.get(
      '/:slug/payments/splits',
      {
        config: paymentsAccess,
        schema: {
          summary: 'The split bills with a part still unpaid',
          params: slugOnly,
          response: { 200: billSplitList },
        },
      },
      async (request) => ({ items: await splits.list(scopeOf(request)) }),
    );

    app.post(
      '/:slug/payments/splits/:id/parts/:part/pay',
      {
        config: { ...paymentsAccess, errors: ['SPLIT_PART_PAID', 'ORDER_CANCELLED', 'SOLD_OUT'] },
        schema: {
          summary: 'Pay one part of a split bill (its orders are paid when their parts are)',
          params: slugSplitPart,
          body: splitPartPay,
          response: { 201: splitPartPaid },
        },
      },
      async (request, reply) => {
        const { id, part } = request.params;
        return reply.status(201).send(await splits.payPart(scopeOf(request), id, part, request.body));
      },
    );

    app.delete(
      '/:slug/payments/splits/:id',
      {
        config: { ...paymentsAccess, errors: ['SPLIT_PARTLY_PAID'] },
        schema: {
          summary: 'Cancel a split bill before any part is paid',
          params: slugAndSplit,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await splits.cancel(scopeOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
