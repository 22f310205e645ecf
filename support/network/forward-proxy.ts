import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** One CONNECT the proxy was asked for. */
export interface ProxyTunnel {
  /** `host:port` as the client asked for it. */
  target: string;
  /** With `routes`: the 127.0.0.1 port it was tunnelled to; undefined when refused (and without `routes`). */
  port?: number;
}

export interface ForwardProxy {
  url: string;
  /** Every CONNECT asked for, in order, refused ones too. */
  tunnels: ProxyTunnel[];
  /** Requests proxied so far: tunnels and absolute-URL requests alike. */
  proxied: () => number;
  close: () => Promise<void>;
}

/**
 * A real forward proxy on 127.0.0.1. Without `routes`, a corporate network's: it tunnels CONNECT to whatever host
 * was asked and forwards absolute-URL requests (the plain HTTP form). With `routes` (`host:port`, lower case → the
 * 127.0.0.1 port of that host's fake) it stands in for the internet: a tunnel to a routed host reaches its fake, and
 * every other tunnel and every plain request is refused with 403, so a test never leaves the machine by accident. The
 * client still speaks TLS to the name it asked for (SNI and the certificate check), as through any corporate proxy.
 */
export async function startForwardProxy(opts: { routes?: Readonly<Record<string, number>> } = {}): Promise<ForwardProxy> {
  const { routes } = opts;
  const tunnels: ProxyTunnel[] = [];
  let forwarded = 0;
  // A tunnel's sockets leave the HTTP server's bookkeeping once CONNECT is answered: closed here by hand.
  const open = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    if (routes) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('this test proxy only tunnels (CONNECT) to the hosts it fakes\n');
      return;
    }
    forwarded += 1;
    const upstream = http.request(req.url ?? '', { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = req.url ?? '';
    const [host = '127.0.0.1', port = ''] = target.split(':');
    const routed = routes?.[target.toLowerCase()];
    tunnels.push(routed === undefined ? { target } : { target, port: routed });
    client.on('error', () => client.destroy());
    if (routes && routed === undefined) {
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    open.add(client);
    client.on('close', () => open.delete(client));
    const upstream = routed === undefined ? net.connect(Number(port), host) : net.connect(routed, '127.0.0.1');
    upstream.on('connect', () => {
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
    proxied: () => tunnels.length + forwarded,
    close: () => {
      for (const socket of open) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
