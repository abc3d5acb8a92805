import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A message the fake Graph API accepted: the path's phone number id and the JSON body. */
export interface FakeWhatsAppMessage {
  phoneNumberId: string;
  body: Record<string, unknown>;
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

function graphError(code: number, message: string) {
  return JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } });
}

/**
 * A local stand-in for Meta's WhatsApp Cloud API speaking its wire format (reference/integrations.md
 * §5.1, §5.6): POST /{version}/{phoneNumberId}/messages with a bearer token; a wrong token is 401 with
 * a Graph error, a body without messaging_product, to or type is 400, else the message id.
 */
export async function startFakeWhatsApp(options: { version: string; token: string }) {
  const accepted: FakeWhatsAppMessage[] = [];
  let sequence = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const match = new RegExp(`^/${options.version}/([^/]+)/messages$`).exec(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end(graphError(100, 'Unknown path'));
        return;
      }
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        response.writeHead(401).end(graphError(190, 'Invalid OAuth access token.'));
        return;
      }
      const body: unknown = await readJson(request).catch(() => null);
      if (
        typeof body !== 'object' ||
        body === null ||
        Reflect.get(body, 'messaging_product') !== 'whatsapp' ||
        typeof Reflect.get(body, 'to') !== 'string' ||
        typeof Reflect.get(body, 'type') !== 'string'
      ) {
        response.writeHead(400).end(graphError(100, 'Invalid parameter'));
        return;
      }
      const fields = Object.fromEntries(Object.entries(body));
      accepted.push({ phoneNumberId: decodeURIComponent(match[1] ?? ''), body: fields });
      sequence += 1;
      const to = String(fields.to);
      response.writeHead(200).end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.FAKE${sequence}` }],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    graphUrl: `http://127.0.0.1:${port}/${options.version}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
