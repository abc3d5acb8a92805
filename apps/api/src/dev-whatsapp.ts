import type { Env } from './env';
import { startMetaFake } from './providers/whatsapp/meta/meta-fake';
import { startTwilioFake } from './providers/whatsapp/twilio/twilio-fake';

/**
 * The fakes' accounts (FAKE_WHATSAPP): what the super admin types in the console's WhatsApp card to
 * send through them (README "WhatsApp"). Made-up values, never a real account's.
 */
export const FAKE_WHATSAPP_CREDENTIALS = {
  meta: {
    phoneNumberId: '109876543210',
    businessNumber: '6281100000000',
    accessToken: 'EAAG-meja-fake-access-token',
    verifyToken: 'meja-fake-verify-token',
    appSecret: 'meja-fake-app-secret',
  },
  twilio: {
    accountSid: 'AC0000000000000000000000000000fa4e',
    authToken: 'meja-fake-twilio-auth-token',
    fromNumber: '14155238886',
  },
} as const;

/**
 * FAKE_WHATSAPP (never in production): local fakes of Meta's Cloud API and Twilio, each on a free
 * port, beside the API of `npm start`. The environment points the providers at them; their signed
 * webhooks (a diner's message, each send's statuses up to 'read', posted again every second until
 * answered) go to the API's own webhook addresses. The super admin still picks the provider and
 * types the credentials (printed at start-up); nothing is stored for them.
 */
export async function startDevWhatsApp(env: Env) {
  const webhooks = `${env.PUBLIC_URL}/api/v1/webhooks/whatsapp`;
  const { meta: metaAccount, twilio: twilioAccount } = FAKE_WHATSAPP_CREDENTIALS;
  const meta = await startMetaFake({
    accessToken: metaAccount.accessToken,
    appSecret: metaAccount.appSecret,
    phoneNumberId: metaAccount.phoneNumberId,
    displayPhoneNumber: metaAccount.businessNumber,
    webhookUrl: `${webhooks}/meta`,
    statusFlow: 'read',
    redeliverMs: 1000,
  });
  const twilio = await startTwilioFake({
    accountSid: twilioAccount.accountSid,
    authToken: twilioAccount.authToken,
    senderNumber: twilioAccount.fromNumber,
    inboundUrl: `${webhooks}/twilio`,
    statusFlow: 'read',
    redeliverMs: 1000,
  });
  const lines = [
    `WhatsApp: local fakes (FAKE_WHATSAPP); pick the provider in /super-admin/settings and type:`,
    `    Meta ${meta.url}: phone number ID ${metaAccount.phoneNumberId}, access token ${metaAccount.accessToken},`,
    `      verify token ${metaAccount.verifyToken}, app secret ${metaAccount.appSecret}`,
    `    Twilio ${twilio.url}: account SID ${twilioAccount.accountSid}, auth token ${twilioAccount.authToken},`,
    `      sender number ${twilioAccount.fromNumber}`,
    `    A diner writes: curl -d '{"from":"6281234567890","text":"Halo"}' ${meta.url}/__fake/inbound (or ${twilio.url}/__fake/inbound)`,
  ];
  return {
    env: { WHATSAPP_GRAPH_URL: meta.graphUrl, TWILIO_API_URL: twilio.url },
    description: lines.join('\n'),
    /** The fakes themselves (their tests look at what was sent and posted). */
    meta,
    twilio,
    close: () => Promise.all([meta.close(), twilio.close()]),
  };
}
