import { createServer } from 'node:http';
import { readBody } from '../payments/fake-http';
import { WhatsAppWebhookRefused, type WhatsAppEvent, type WhatsAppWebhookRequest } from './whatsapp-provider';

/*
 * A stand-in for Meja's WhatsApp webhook route in the providers' tests: it keeps every delivery
 * and, given a verifier (a provider's verifyWebhook), answers as the route would: 200 with the
 * events kept, or the refusal's status. The URL it hands the verifier is the one the fake posted
 * to, as the route will take it from the configured callback URL.
 */
export async function startWhatsAppWebhookReceiver(
  verify?: (request: WhatsAppWebhookRequest) => Promise<WhatsAppEvent[]>,
) {
  const events: WhatsAppEvent[] = [];
  const refusals: { status: number; reason: string }[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    void readBody(request).then(async (rawBody) => {
      if (!verify) return void response.writeHead(200).end();
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      );
      try {
        const url = `${origin}${request.url ?? '/'}`;
        events.push(...(await verify({ rawBody: Buffer.from(rawBody, 'utf8'), headers, url })));
        response.writeHead(200).end();
      } catch (error) {
        const refused = error instanceof WhatsAppWebhookRefused;
        refusals.push({
          status: refused ? error.status : 500,
          reason: refused ? error.reason : String(error),
        });
        response.writeHead(refused ? error.status : 500).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    events,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsAppWebhookReceiver = Awaited<ReturnType<typeof startWhatsAppWebhookReceiver>>;
