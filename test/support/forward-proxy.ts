import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

export interface ForwardProxy {
  url: string;
  /** The `host:port` of each CONNECT tunnel, in order. */
  tunnels: () => string[];
  /** Requests proxied so far: tunnels and absolute-URL requests alike. */
  proxied: () => number;
  close: () => Promise<void>;
}

/** A real forward proxy on 127.0.0.1: it tunnels CONNECT and forwards absolute-URL requests (the plain HTTP form). */
export async function startForwardProxy(): Promise<ForwardProxy> {
  const tunnels: string[] = [];
  let forwarded = 0;
  const server = http.createServer((req, res) => {
    forwarded += 1;
    const upstream = http.request(req.url ?? '', { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    tunnels.push(req.url ?? '');
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels: () => [...tunnels],
    proxied: () => tunnels.length + forwarded,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
