import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones, as a stopped server or a broken network does. */
  down(): Promise<void>;
  /** Accepts connections again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 in front of `host:port` that a test can take down and bring back. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : onPort);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    down: stop,
    up: async () => {
      await listen(proxyPort);
    },
    close: stop,
  };
}
