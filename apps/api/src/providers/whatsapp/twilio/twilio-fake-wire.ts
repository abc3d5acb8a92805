import { randomBytes } from 'node:crypto';
import type { DeliveryStatus } from '../fake-support';
import { CONTENT_SID, MESSAGING_SERVICE_SID, TWILIO_CODES, TWILIO_TEXT_MAX_LENGTH } from './twilio-wire';

/*
 * The Twilio fake's bodies (reference/integrations.md §6): the checks of a send, Twilio's error
 * body, the 201 answer and the webhook parameters it signs.
 */

export const newSid = (prefix: 'SM' | 'XE') => `${prefix}${randomBytes(16).toString('hex')}`;

export function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/** The code Twilio answers a refusal of this HTTP status with, when the test names none. */
export function defaultCode(status: number): number {
  if (status === 429) return TWILIO_CODES.tooManyRequests;
  if (status >= 500) return 20500;
  return 21211;
}

export interface TwilioFakeMessage {
  sid: string;
  to: string;
  /** The sender address, or the Messaging Service's SID. */
  from: string;
  body: string | null;
  contentSid: string | null;
  contentVariables: Record<string, string> | null;
  statusCallback: string | null;
  /** Every form parameter as received. */
  params: Record<string, string>;
}

const WHATSAPP_ADDRESS = /^whatsapp:\+\d{6,15}$/;

/** The checks Twilio makes of a send, as [status, code, message], else the message to keep. */
export function checkSend(
  params: URLSearchParams,
  approvedContentSids: readonly string[] | undefined,
): TwilioFakeMessage | [number, number, string] {
  const to = params.get('To') ?? '';
  const from = params.get('From') ?? params.get('MessagingServiceSid') ?? '';
  const body = params.get('Body');
  const contentSid = params.get('ContentSid');
  if (to === '') return [400, TWILIO_CODES.toRequired, "A 'To' phone number is required."];
  if (from === '') return [400, TWILIO_CODES.fromRequired, "A 'From' phone number is required."];
  if (!to.startsWith('whatsapp:') || !(from.startsWith('whatsapp:') || MESSAGING_SERVICE_SID.test(from))) {
    return [
      400,
      TWILIO_CODES.invalidPair,
      'Invalid From and To pair. From and To should be of the same channel',
    ];
  }
  if (!WHATSAPP_ADDRESS.test(to)) return [400, TWILIO_CODES.invalidTo, `Invalid 'To' Phone Number: ${to}`];
  if (!body && !contentSid) return [400, TWILIO_CODES.bodyRequired, 'Message body is required.'];
  if (body && [...body].length > TWILIO_TEXT_MAX_LENGTH) {
    return [400, TWILIO_CODES.bodyTooLong, 'The concatenated message body exceeds the 1600 character limit.'];
  }
  if (
    contentSid &&
    (!CONTENT_SID.test(contentSid) || (approvedContentSids && !approvedContentSids.includes(contentSid)))
  ) {
    return [400, 21655, 'The ContentSid is Invalid.'];
  }
  let contentVariables: Record<string, string> | null = null;
  const variables = params.get('ContentVariables');
  if (variables !== null) {
    try {
      const parsed: unknown = JSON.parse(variables);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      contentVariables = Object.fromEntries(
        Object.entries(parsed).map(([key, value]) => [key, String(value)]),
      );
    } catch {
      return [400, 21656, 'The ContentVariables Parameter is invalid.'];
    }
  }
  return {
    sid: newSid('SM'),
    to,
    from,
    body: body ?? null,
    contentSid: contentSid ?? null,
    contentVariables,
    statusCallback: params.get('StatusCallback'),
    params: Object.fromEntries(params),
  };
}

/** The 201 answer of a send: the Message resource, status queued. */
export function messageResource(accountSid: string, message: TwilioFakeMessage, now: Date) {
  const service = MESSAGING_SERVICE_SID.test(message.from);
  return {
    sid: message.sid,
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body ?? '',
    date_created: now.toUTCString(),
    date_updated: now.toUTCString(),
    date_sent: null,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: service ? null : message.from,
    messaging_service_sid: service ? message.from : null,
    num_media: '0',
    num_segments: '1',
    price: null,
    status: service ? 'accepted' : 'queued',
    to: message.to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  };
}

/** A status callback's parameters (§6.2). */
export function statusParams(
  accountSid: string,
  message: TwilioFakeMessage,
  status: DeliveryStatus | 'undelivered',
  errorCode?: number,
): URLSearchParams {
  const params = new URLSearchParams({
    AccountSid: accountSid,
    ApiVersion: '2010-04-01',
    ChannelInstallSid: 'XE00000000000000000000000000000000',
    ChannelPrefix: 'whatsapp',
    ChannelToAddress: message.to.replace(/^whatsapp:/, ''),
    From: message.from,
    MessageSid: message.sid,
    MessageStatus: status,
    SmsSid: message.sid,
    SmsStatus: status,
    To: message.to,
  });
  if (errorCode !== undefined) params.set('ErrorCode', `${errorCode}`);
  return params;
}

/** An incoming message's parameters, as Twilio posts them to the sender's webhook. */
export function inboundParams(accountSid: string, from: string, to: string, text: string): URLSearchParams {
  const sid = newSid('SM');
  return new URLSearchParams({
    AccountSid: accountSid,
    ApiVersion: '2010-04-01',
    Body: text,
    From: `whatsapp:+${from}`,
    MessageSid: sid,
    MessageType: 'text',
    NumMedia: '0',
    NumSegments: '1',
    ProfileName: 'Pelanggan',
    ReferralNumMedia: '0',
    SmsMessageSid: sid,
    SmsSid: sid,
    SmsStatus: 'received',
    To: to,
    WaId: from,
  });
}
