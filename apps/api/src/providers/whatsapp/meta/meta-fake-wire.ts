import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DeliveryStatus } from '../fake-support';
import { META_CODES, META_TEXT_MAX_LENGTH } from './meta-wire';

/*
 * The Meta fake's bodies (reference/integrations.md §5): the send it accepts, its Graph errors and
 * the webhook payloads it signs.
 */

/** Loose: the recorded send keeps every field the adapter sent (recipient_type, components…). */
export const metaSendSchema = z.discriminatedUnion('type', [
  z.looseObject({
    messaging_product: z.literal('whatsapp'),
    to: z.string().regex(/^\+?\d{6,15}$/),
    type: z.literal('text'),
    text: z.looseObject({
      body: z.string().refine((body) => body.length > 0 && [...body].length <= META_TEXT_MAX_LENGTH),
    }),
  }),
  z.looseObject({
    messaging_product: z.literal('whatsapp'),
    to: z.string().regex(/^\+?\d{6,15}$/),
    type: z.literal('template'),
    template: z.looseObject({
      name: z.string().min(1),
      language: z.looseObject({ code: z.string().min(1) }),
      components: z.array(z.looseObject({ type: z.string() })).optional(),
    }),
  }),
]);
export type MetaFakeSendBody = z.infer<typeof metaSendSchema>;

export const newWamid = () => `wamid.${randomBytes(30).toString('base64')}`;

/** The Graph error envelope (§5.1), message prefixed with its code as Meta does. */
export function graphError(code: number, title: string, details = title) {
  return {
    error: {
      message: `(#${code}) ${title}`,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

/** The code Meta answers a refusal of this HTTP status with, when the test names none. */
export function defaultCode(status: number): number {
  if (status === 429) return META_CODES.throughput;
  if (status >= 500) return META_CODES.somethingWentWrong;
  return META_CODES.invalidParameter;
}

export interface MetaFakeNumber {
  phoneNumberId: string;
  displayPhoneNumber: string;
  wabaId: string;
}

function envelope(number: MetaFakeNumber, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: number.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: number.displayPhoneNumber,
                phone_number_id: number.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export function statusPayload(
  number: MetaFakeNumber,
  status: {
    messageId: string;
    recipient: string;
    status: DeliveryStatus;
    at: Date;
    errorCode?: number;
    /** The send's biz_opaque_callback_data, echoed as Meta does. */
    reference?: string;
  },
) {
  const failed = status.status === 'failed';
  const code = status.errorCode ?? META_CODES.reEngagement;
  return envelope(number, {
    statuses: [
      {
        id: status.messageId,
        status: status.status,
        timestamp: `${Math.floor(status.at.getTime() / 1000)}`,
        recipient_id: status.recipient,
        ...(status.reference ? { biz_opaque_callback_data: status.reference } : {}),
        ...(failed
          ? {
              errors: [
                { code, title: 'Message failed', message: `(#${code})`, error_data: { details: 'fake' } },
              ],
            }
          : { pricing: { billable: true, pricing_model: 'PMP', category: 'marketing' } }),
      },
    ],
  });
}

export function inboundPayload(
  number: MetaFakeNumber,
  message: { from: string; text: string; at: Date; messageId: string },
) {
  return envelope(number, {
    contacts: [{ profile: { name: 'Pelanggan' }, wa_id: message.from }],
    messages: [
      {
        from: message.from,
        id: message.messageId,
        timestamp: `${Math.floor(message.at.getTime() / 1000)}`,
        type: 'text',
        text: { body: message.text },
      },
    ],
  });
}
