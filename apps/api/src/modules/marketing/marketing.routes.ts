import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import {
  leadList,
  leadQuery,
  leadResponse,
  testSendRequest,
  testSendResponse,
  waStatus,
} from '@meja/shared/contracts/marketing';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { WhatsAppService } from '../whatsapp/whatsapp.service';
import type { LeadsService } from './leads.service';
import type { TestSendService } from './test-send.service';

const marketingAccess = { access: { kind: 'tenant', section: 'marketing' } } as const;
const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid('Pelanggan tidak ditemukan.') });

/**
 * /api/v1/tenant/:slug/customers, /wa/status and /marketing/test-send (SPEC §7, issue 18): the
 * WhatsApp leads and their opt-outs, whether the platform's number can send, and a test message.
 */
export function marketingRoutes(
  leads: LeadsService,
  whatsapp: Pick<WhatsAppService, 'status'>,
  testSend: TestSendService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('marketing'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/:slug/customers',
      {
        config: marketingAccess,
        schema: {
          summary: 'The WhatsApp leads (consent and opt-out), newest consent first; search by phone',
          params: slugOnly,
          querystring: leadQuery,
          response: { 200: leadList },
        },
      },
      async (request) => leads.list(scopeOf(request), request.query),
    );

    app.post(
      '/:slug/customers/:id/opt-out',
      {
        config: marketingAccess,
        schema: {
          summary: 'Opt a lead out for good: never messaged again',
          params: slugAndId,
          response: { 200: leadResponse },
        },
      },
      async (request) => ({ lead: await leads.optOut(scopeOf(request), request.params.id) }),
    );

    app.get(
      '/:slug/wa/status',
      {
        config: marketingAccess,
        schema: {
          summary: "The platform's WhatsApp number: its provider and whether it can send now",
          params: slugOnly,
          response: { 200: waStatus },
        },
      },
      async () => whatsapp.status(),
    );

    app.post(
      '/:slug/marketing/test-send',
      {
        config: {
          ...marketingAccess,
          errors: ['RATE_LIMITED', 'WHATSAPP_NOT_READY', 'WHATSAPP_REJECTED', 'WHATSAPP_UNAVAILABLE'],
        },
        schema: {
          summary: "Send one test message from the platform's WhatsApp number (throttled per restaurant)",
          params: slugOnly,
          body: testSendRequest,
          response: { 200: testSendResponse },
        },
      },
      async (request) => testSend.send(scopeOf(request), request.body),
    );
  };
}
