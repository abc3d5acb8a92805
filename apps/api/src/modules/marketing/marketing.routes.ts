import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import {
  broadcastCreated,
  broadcastList,
  broadcastRequest,
  broadcastResponse,
  leadList,
  leadQuery,
  leadResponse,
  testSendRequest,
  testSendResponse,
  waQr,
  waStatus,
} from '@meja/shared/contracts/marketing';
import { guardedTenant } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { WhatsAppService } from '../whatsapp/whatsapp.service';
import type { BroadcastsService } from './broadcasts.service';
import type { LeadsService } from './leads.service';
import type { TestSendService } from './test-send.service';

const marketingAccess = { access: { kind: 'tenant', section: 'marketing' } } as const;
const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid('Pelanggan tidak ditemukan.') });
const slugAndBroadcast = z.object({ slug: slugParam, id: z.uuid('Broadcast tidak ditemukan.') });

/**
 * /api/v1/tenant/:slug/customers, /wa/*, /marketing/test-send and /marketing/broadcasts (SPEC §7,
 * issue 18): the WhatsApp leads and their opt-outs, whether the platform's number can send, a test
 * message, and broadcasts.
 */
export function marketingRoutes(
  leads: LeadsService,
  whatsapp: Pick<WhatsAppService, 'status'>,
  testSend: TestSendService,
  broadcasts: BroadcastsService,
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

    // The SPEC's device connection: Meja's providers are connected by the platform's credentials,
    // so there is never a QR to scan (the contract's comment says more).
    app.get(
      '/:slug/wa/qr',
      {
        config: marketingAccess,
        schema: {
          summary: 'The device connection: its state and the QR to scan (always null: no phone to link)',
          params: slugOnly,
          response: { 200: waQr },
        },
      },
      async () => ({ status: await whatsapp.status(), qr: null }),
    );

    app.post(
      '/:slug/wa/start',
      {
        config: marketingAccess,
        schema: {
          summary: "Connect the device: checks the platform's WhatsApp number again",
          params: slugOnly,
          response: { 200: waQr },
        },
      },
      async () => ({ status: await whatsapp.status(), qr: null }),
    );

    app.get(
      '/:slug/marketing/broadcasts',
      {
        config: marketingAccess,
        schema: {
          summary:
            'The latest broadcasts with their counts, the price per recipient and the leads a new one reaches',
          params: slugOnly,
          response: { 200: broadcastList },
        },
      },
      async (request) => broadcasts.list(scopeOf(request)),
    );

    app.post(
      '/:slug/marketing/broadcasts',
      {
        config: {
          ...marketingAccess,
          errors: ['BROADCAST_NO_LEADS', 'WHATSAPP_NOT_READY', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
        schema: {
          summary: 'A broadcast to every lead not opted out; paymentUrl when it must be paid before it goes',
          params: slugOnly,
          body: broadcastRequest,
          response: { 201: broadcastCreated },
        },
      },
      async (request, reply) => {
        const created = await broadcasts.create(scopeOf(request), guardedTenant(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.post(
      '/:slug/marketing/broadcasts/:id/cancel',
      {
        config: { ...marketingAccess, errors: ['BROADCAST_NOT_CANCELLABLE'] },
        schema: {
          summary: 'Withdraw a broadcast still waiting for its payment (its invoice is voided)',
          params: slugAndBroadcast,
          response: { 200: broadcastResponse },
        },
      },
      async (request) => ({ broadcast: await broadcasts.cancel(scopeOf(request), request.params.id) }),
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
