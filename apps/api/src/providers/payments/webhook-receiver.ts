import { createServer } from 'node:http';
import { WebhookRefused, type GatewayEvent, type WebhookRequest } from './gateway';
import { readBody } from './fake-http';

/*
 * A stand-in for Meja's webhook route in the gateways' tests: it keeps every delivery as received
 * and, given a verifier (a gateway's verifyWebhook), answers its verdict as the route would: 200
 * with the event, or the refusal's status.
 */
export async function startWebhookReceiver(verify?: (request: WebhookRequest) => Promise<GatewayEvent>) {
  const deliveries: { path: string; rawBody: string; headers: Record<string, string | undefined> }[] = [];
  const events: GatewayEvent[] = [];
  const refusals: number[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then(async (rawBody) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      );
      deliveries.push({ path: request.url ?? '/', rawBody, headers });
      if (!verify) return void response.writeHead(200).end('OK');
      try {
        events.push(await verify({ rawBody: Buffer.from(rawBody, 'utf8'), headers }));
        response.writeHead(200).end('OK');
      } catch (error) {
        const status = error instanceof WebhookRefused ? error.status : 500;
        refusals.push(status);
        response.writeHead(status).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    /** Its origin; any path is received (the path is kept with the delivery). */
    url: `http://127.0.0.1:${port}`,
    deliveries,
    events,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
