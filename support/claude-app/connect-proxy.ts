import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/**
 * A CONNECT forward proxy on 127.0.0.1 that stands in for the internet: a tunnel to a host it knows
 * (`api.anthropic.com:443`) reaches that host's fake on 127.0.0.1; every other tunnel, and every plain
 * absolute-URL request, is refused with 403, so a test never leaves the machine by accident. The client
 * still speaks TLS to the name it asked for (SNI and certificate check against `api.anthropic.com`), as
 * through any corporate proxy.
 */

export interface ProxyTunnel {
  /** `host:port` as the client asked for it. */
  target: string;
  /** The 127.0.0.1 port it was tunnelled to; undefined when refused. */
  port?: number;
}

export interface ConnectProxy {
  url: string;
  /** Every CONNECT asked for, in order, refused ones too. */
  tunnels: ProxyTunnel[];
  close(): Promise<void>;
}

/** `hosts`: `host:port` (lower case) → the 127.0.0.1 port its fake listens on. */
export async function startConnectProxy(hosts: Record<string, number>): Promise<ConnectProxy> {
  const tunnels: ProxyTunnel[] = [];
  // A tunnel's sockets leave the HTTP server's bookkeeping once CONNECT is answered: closed here by hand.
  const open = new Set<net.Socket>();
  const server = http.createServer((_req, res) => {
    res.writeHead(403, { 'content-type': 'text/plain' }).end('this test proxy only tunnels (CONNECT) to the hosts it fakes\n');
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = (req.url ?? '').toLowerCase();
    const port = hosts[target];
    tunnels.push(port === undefined ? { target } : { target, port });
    client.on('error', () => client.destroy());
    if (port === undefined) {
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    open.add(client);
    client.on('close', () => open.delete(client));
    const upstream = net.connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: () => {
      for (const socket of open) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
