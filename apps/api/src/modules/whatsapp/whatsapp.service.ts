import type { WaStatus } from '@meja/shared/contracts/marketing';
import { WA_PROVIDERS } from '@meja/shared/contracts/platform';
import { chatPhone } from '@meja/shared/phone';
import { isStopReply } from '@meja/shared/whatsapp-consent';
import type { PlatformSettingsRow } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { createWhatsAppProvider } from '../../providers/whatsapp/create-whatsapp-provider';
import {
  WhatsAppWebhookRefused,
  type WhatsAppConfig,
  type WhatsAppEvent,
  type WhatsAppProvider,
  type WhatsAppWebhookRequest,
} from '../../providers/whatsapp/whatsapp-provider';
import { readPlatformSettings, revealPlatformSecret } from '../platform-settings/settings.service';
import { phonesWrittenSince, recordInbound } from './contacts.repo';
import { chooseMessageForm, CUSTOMER_WINDOW_MS, type MessageForm } from './message-form';

/** The approved templates of the platform's number (issue 18), by what they carry. */
export type TemplatePurpose = 'broadcast' | 'ready';

/** What one business-initiated message says: its free-form text and its template's parameters. */
export interface OutgoingMessage {
  to: string;
  text: string;
  purpose: TemplatePurpose;
  bodyParameters: readonly string[];
  /** Comes back with the message's status webhooks. */
  reference?: string;
}

/** The refusals of a WhatsApp webhook, by the status the provider's check answered. */
const REFUSAL_CODE = {
  400: 'WEBHOOK_MALFORMED',
  401: 'WEBHOOK_SIGNATURE_INVALID',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type WebhookProviderId = 'meta' | 'twilio';

function providerOf(row: PlatformSettingsRow): WaStatus['provider'] {
  return WA_PROVIDERS.find((provider) => provider === row.waProvider) ?? 'none';
}

/**
 * The platform's WhatsApp number (issue 18): the provider the super admin picked (none, Meta's
 * Cloud API or Twilio) with its credentials from the platform settings, whether it can send, and
 * its webhooks — believed only once their signature holds. A STOP reply opts the sender out
 * (`onStop`); delivery statuses go to `onStatus` (the broadcasts).
 */
export function createWhatsAppService(
  deps: Pick<ServiceDeps, 'db' | 'env' | 'log' | 'now'> & {
    onStop: (phone: string) => Promise<unknown>;
    onStatus?: (event: Extract<WhatsAppEvent, { kind: 'status' }>) => Promise<unknown>;
  },
) {
  function configOf(row: PlatformSettingsRow): WhatsAppConfig {
    const secret = (field: Parameters<typeof revealPlatformSecret>[1]) =>
      revealPlatformSecret(row, field, deps.env.SECRETS_KEY) ?? '';
    switch (providerOf(row)) {
      case 'meta':
        return {
          provider: 'meta',
          // WHATSAPP_GRAPH_URL carries the API version already.
          graphUrl: deps.env.WHATSAPP_GRAPH_URL,
          apiVersion: '',
          phoneNumberId: row.waPhoneNumberId,
          accessToken: secret('waAccessToken'),
          appSecret: secret('waAppSecret'),
          verifyToken: secret('waVerifyToken'),
        };
      case 'twilio':
        return {
          provider: 'twilio',
          apiUrl: deps.env.TWILIO_API_URL,
          accountSid: row.twilioAccountSid,
          authToken: secret('twilioAuthToken'),
          from: chatPhone(row.twilioFromNumber),
          statusCallbackUrl: `${deps.env.PUBLIC_URL}/api/v1/webhooks/whatsapp/twilio`,
        };
      case 'none':
        return { provider: 'none' };
    }
  }

  async function current(): Promise<{ row: PlatformSettingsRow; provider: WhatsAppProvider }> {
    const row = await inAppTx(deps.db, readPlatformSettings);
    return { row, provider: createWhatsAppProvider(configOf(row)) };
  }

  /**
   * What sending a batch needs, read once: the provider, and how each message goes — free-form
   * text to a number that wrote in the last 24 hours, else the approved template, else nothing
   * (chooseMessageForm). `formsOf` reads the numbers' windows in one query.
   */
  async function sender() {
    const { row, provider } = await current();
    const templates: Record<TemplatePurpose, string> = {
      broadcast: row.waBroadcastTemplate,
      ready: row.waReadyTemplate,
    };
    async function formsOf(messages: readonly OutgoingMessage[]): Promise<MessageForm[]> {
      const since = new Date(deps.now().getTime() - CUSTOMER_WINDOW_MS);
      const open = await inAppTx(deps.db, (tx) =>
        phonesWrittenSince(
          tx,
          messages.map((message) => message.to),
          since,
        ),
      );
      return messages.map((message) =>
        chooseMessageForm({
          windowOpen: open.has(message.to),
          text: message.text,
          maxTextLength: provider.maxTextLength,
          template: templates[message.purpose],
          language: row.waTemplateLanguage,
          bodyParameters: message.bodyParameters,
        }),
      );
    }
    /** Sends one message in the form chosen for it; throws WhatsAppSendError. */
    async function send(message: OutgoingMessage, form: Exclude<MessageForm, { kind: 'none' }>) {
      const reference = message.reference === undefined ? {} : { reference: message.reference };
      return form.kind === 'text'
        ? provider.sendText({ to: message.to, body: form.body, ...reference })
        : provider.sendTemplate({
            to: message.to,
            template: form.template,
            language: form.language,
            bodyParameters: form.bodyParameters,
            ...reference,
          });
    }
    return { provider, formsOf, send };
  }

  /** Whether the platform's number can send: a provider with the credentials it needs. */
  async function status(): Promise<WaStatus> {
    const row = await inAppTx(deps.db, readPlatformSettings);
    const config = configOf(row);
    const ready =
      config.provider === 'meta'
        ? Boolean(config.phoneNumberId && config.accessToken)
        : config.provider === 'twilio'
          ? Boolean(config.accountSid && config.authToken && config.from)
          : false;
    const number = config.provider === 'twilio' ? row.twilioFromNumber : row.waBusinessNumber;
    return { provider: config.provider, ready, businessNumber: number };
  }

  async function refusedAs<T>(work: () => Promise<T> | T, provider: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof WhatsAppWebhookRefused)) throw error;
      deps.log.warn({ provider, status: error.status, reason: error.reason }, 'WhatsApp webhook refused');
      throw new AppError(REFUSAL_CODE[error.status]);
    }
  }

  /** Meta's GET subscription handshake: the challenge to answer, or 403. */
  async function handshake(query: Readonly<Record<string, string | undefined>>): Promise<string> {
    const { provider } = await current();
    if (provider.id !== 'meta' || !provider.handshake) throw notFound();
    const answer = provider.handshake.bind(provider);
    return refusedAs(() => answer(query), 'meta');
  }

  /** A provider's webhook: verified with the platform's credentials, then each event applied. */
  async function receive(
    providerId: WebhookProviderId,
    request: WhatsAppWebhookRequest,
  ): Promise<{ received: true; events: number }> {
    const { provider } = await current();
    // Only the provider in use has a webhook: another's would be checked with no secret.
    if (provider.id !== providerId) throw notFound();
    const events = await refusedAs(() => provider.verifyWebhook(request), providerId);
    for (const event of events) {
      // Their message opens the 24-hour window in which free-form text reaches them.
      if (event.kind === 'inbound') {
        const from = chatPhone(event.from);
        await inAppTx(deps.db, (tx) => recordInbound(tx, from, event.at));
      }
      if (event.kind === 'inbound' && isStopReply(event.text)) {
        await deps.onStop(event.from);
        deps.log.info({ provider: providerId }, 'WhatsApp STOP reply: opted out');
      } else if (event.kind === 'status') {
        await deps.onStatus?.(event);
      }
    }
    return { received: true, events: events.length };
  }

  return { status, handshake, receive, sender, provider: async () => (await current()).provider };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
