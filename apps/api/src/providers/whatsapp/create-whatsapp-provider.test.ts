import { describe, expect, it } from 'vitest';
import { createWhatsAppProvider } from './create-whatsapp-provider';
import { isStatusAdvance, WhatsAppSendError, WhatsAppWebhookRefused } from './whatsapp-provider';

describe('createWhatsAppProvider', () => {
  it('builds the provider its configuration names', () => {
    const meta = createWhatsAppProvider({
      provider: 'meta',
      graphUrl: 'http://127.0.0.1:1',
      apiVersion: 'v26.0',
      phoneNumberId: '1',
      accessToken: 't',
      appSecret: 's',
      verifyToken: 'v',
    });
    const twilio = createWhatsAppProvider({
      provider: 'twilio',
      apiUrl: 'http://127.0.0.1:1',
      accountSid: 'AC1',
      authToken: 't',
      from: '6281100000000',
      statusCallbackUrl: '',
    });
    expect([meta.id, meta.maxTextLength, typeof meta.handshake]).toEqual(['meta', 4096, 'function']);
    expect([twilio.id, twilio.maxTextLength, twilio.handshake]).toEqual(['twilio', 1600, undefined]);
  });

  it("'none' refuses every send with a clear reason, not retryable, and every webhook with 404", async () => {
    const none = createWhatsAppProvider({ provider: 'none' });
    for (const sending of [
      none.sendText({ to: '6281234567890', body: 'Halo' }),
      none.sendTemplate({ to: '6281234567890', template: 't', language: 'id', bodyParameters: [] }),
    ]) {
      const error: unknown = await sending.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WhatsAppSendError);
      expect(error).toMatchObject({ failure: 'not_configured', retryable: false, status: null });
      expect(String(error)).toMatch(/not set up/);
    }
    const refused: unknown = await none
      .verifyWebhook({ rawBody: Buffer.from(''), headers: {}, url: 'https://meja.test/' })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(WhatsAppWebhookRefused);
    expect(refused).toMatchObject({ status: 404 });
    expect(none.handshake).toBeUndefined();
  });
});

describe('isStatusAdvance', () => {
  it('moves forward only: a late delivered after read, or a failed after delivered, changes nothing', () => {
    expect(isStatusAdvance('queued', 'sent')).toBe(true);
    expect(isStatusAdvance('sent', 'read')).toBe(true);
    expect(isStatusAdvance('sent', 'failed')).toBe(true);
    expect(isStatusAdvance('read', 'delivered')).toBe(false);
    expect(isStatusAdvance('delivered', 'failed')).toBe(false);
    expect(isStatusAdvance('delivered', 'delivered')).toBe(false);
  });
});
