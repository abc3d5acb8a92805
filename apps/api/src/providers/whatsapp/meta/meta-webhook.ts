import { z } from 'zod';
import { requireContentType, sameBytes, utf8Body } from '../whatsapp-http';
import {
  WhatsAppWebhookRefused,
  type WhatsAppEvent,
  type WhatsAppWebhookRequest,
} from '../whatsapp-provider';
import { metaSignatureHeader } from './meta-wire';

/*
 * Meta's webhook POST (reference/integrations.md §5.3): `X-Hub-Signature-256` over the raw body
 * with the app secret, then `entry[].changes[].value` of the `messages` field carries `statuses[]`
 * and inbound `messages[]`. One app secret signs the webhooks of every number of the app, so only
 * the changes of the configured phone_number_id are Meja's.
 */

const unixSeconds = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform((seconds) => new Date(Number(seconds) * 1000));

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  timestamp: unixSeconds,
  errors: z.array(z.object({ code: z.number().int() })).optional(),
  biz_opaque_callback_data: z.string().optional(),
});

const messageSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});

const payloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            metadata: z.object({ phone_number_id: z.string() }).optional(),
            statuses: z.array(statusSchema).optional(),
            messages: z.array(messageSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

function statusEvents(status: z.infer<typeof statusSchema>): WhatsAppEvent[] {
  const base = {
    kind: 'status',
    messageId: status.id,
    at: status.timestamp,
    ...(status.biz_opaque_callback_data ? { reference: status.biz_opaque_callback_data } : {}),
  } as const;
  switch (status.status) {
    case 'sent':
    case 'delivered':
      return [{ ...base, status: status.status }];
    // "A status is considered read only if it has been delivered … the 'delivered' webhook is not
    // sent because it's implied": say it, so a message read at once still counts as delivered.
    case 'read':
      return [
        { ...base, status: 'delivered' },
        { ...base, status: 'read' },
      ];
    case 'failed': {
      const code = status.errors?.[0]?.code;
      return [{ ...base, status: 'failed', ...(code === undefined ? {} : { errorCode: code }) }];
    }
    default:
      // 'played' (voice), 'deleted' and whatever Meta adds: nothing Meja tracks.
      return [];
  }
}

function inboundText(message: z.infer<typeof messageSchema>): string {
  return (
    message.text?.body ??
    message.button?.text ??
    message.interactive?.button_reply?.title ??
    message.interactive?.list_reply?.title ??
    ''
  );
}

export function verifyMetaWebhook(
  config: { appSecret: string; phoneNumberId: string },
  request: WhatsAppWebhookRequest,
): WhatsAppEvent[] {
  requireContentType(request.headers, 'application/json');
  const header = request.headers['x-hub-signature-256'];
  if (!header) throw new WhatsAppWebhookRefused(401, 'missing X-Hub-Signature-256 header');
  // An empty secret would let anyone sign: without one nothing is believed.
  if (config.appSecret === '') throw new WhatsAppWebhookRefused(401, 'no app secret configured');
  const expected = metaSignatureHeader(request.rawBody, config.appSecret);
  if (!sameBytes(Buffer.from(header.trim().toLowerCase()), Buffer.from(expected))) {
    throw new WhatsAppWebhookRefused(401, 'X-Hub-Signature-256 does not match');
  }

  let json: unknown;
  try {
    json = JSON.parse(utf8Body(request.rawBody));
  } catch (error) {
    if (error instanceof WhatsAppWebhookRefused) throw error;
    throw new WhatsAppWebhookRefused(400, 'body is not JSON');
  }
  const payload = payloadSchema.safeParse(json);
  if (!payload.success) throw new WhatsAppWebhookRefused(400, 'not a WhatsApp Business Account webhook');

  const events: WhatsAppEvent[] = [];
  for (const change of payload.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    const numberId = change.value.metadata?.phone_number_id;
    if (config.phoneNumberId !== '' && numberId !== config.phoneNumberId) continue;
    for (const status of change.value.statuses ?? []) events.push(...statusEvents(status));
    for (const message of change.value.messages ?? []) {
      events.push({
        kind: 'inbound',
        from: message.from,
        text: inboundText(message),
        at: message.timestamp,
        messageId: message.id,
      });
    }
  }
  return events;
}
