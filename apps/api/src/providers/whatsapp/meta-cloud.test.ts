import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetaFake, type MetaFake } from './meta/meta-fake';
import { createMetaWhatsAppSender } from './meta-cloud';
import { WhatsAppSendError } from './whatsapp-provider';

let fake: MetaFake;

beforeAll(async () => {
  fake = await startMetaFake({ accessToken: 'EAAG-token-1234', appSecret: 'app-secret' });
});
afterAll(() => fake.close());

const message = {
  to: '6281234567890',
  template: 'subscription_notice',
  language: 'id',
  bodyParameters: ['WARUNG SARI', 'Masa uji coba berakhir dalam 3 hari', 'https://meja.test/payment/sari'],
};

describe('the Meta WhatsApp Cloud API sender', () => {
  it('posts a template message to the phone number, with the token as a bearer', async () => {
    const sender = createMetaWhatsAppSender({ graphUrl: fake.graphUrl });
    const sent = await sender.sendTemplate(
      { phoneNumberId: '1098765', accessToken: 'EAAG-token-1234' },
      message,
    );
    expect(sent.messageId).toMatch(/^wamid\./);
    expect(fake.sent.at(-1)).toEqual({
      messageId: sent.messageId,
      to: '6281234567890',
      phoneNumberId: '1098765',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '6281234567890',
        type: 'template',
        template: {
          name: 'subscription_notice',
          language: { policy: 'deterministic', code: 'id' },
          components: [
            {
              type: 'body',
              parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
    });
  });

  it("throws the Graph API's refusal with its status and code", async () => {
    const sender = createMetaWhatsAppSender({ graphUrl: fake.graphUrl });
    const refused = sender.sendTemplate({ phoneNumberId: '1098765', accessToken: 'wrong' }, message);
    await expect(refused).rejects.toBeInstanceOf(WhatsAppSendError);
    await expect(refused).rejects.toMatchObject({ status: 401, providerCode: 190 });
  });

  it('throws when the answer carries no message id', async () => {
    const sender = createMetaWhatsAppSender({
      graphUrl: 'http://unused.test',
      fetch: async () => new Response(JSON.stringify({ messaging_product: 'whatsapp' }), { status: 200 }),
    });
    await expect(sender.sendTemplate({ phoneNumberId: '1', accessToken: 't' }, message)).rejects.toThrow(
      /no message id/,
    );
  });
});
