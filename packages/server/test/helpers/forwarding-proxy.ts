/**
 * A reverse proxy in a process of its own that behaves like the nginx of
 * docs/deployment.md: it forwards every request to UPSTREAM and passes the
 * client's Host and headers on, setting X-Forwarded-Proto and either
 * replacing X-Forwarded-For with the address it saw (FORWARDED_FOR=replace,
 * `$remote_addr`) or appending that address (FORWARDED_FOR=append,
 * `$proxy_add_x_forwarded_for`). It prints "proxy at <url>" once listening.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';

const upstream = new URL(process.env.UPSTREAM ?? '');
const mode = process.env.FORWARDED_FOR === 'append' ? 'append' : 'replace';

function forwardedFor(headers: IncomingHttpHeaders, client: string): string {
  const sent = headers['x-forwarded-for'];
  return mode === 'append' && sent ? `${String(sent)}, ${client}` : client;
}

const proxy = createServer((incoming, outgoing) => {
  const client = incoming.socket.remoteAddress ?? '';
  const forwarded = request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      // Like nginx: its own address towards the server, whatever address the client used.
      localAddress: '127.0.0.1',
      headers: {
        ...incoming.headers,
        'x-forwarded-for': forwardedFor(incoming.headers, client),
        'x-forwarded-proto': 'http',
      },
    },
    (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(outgoing);
    },
  );
  forwarded.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(forwarded);
});

proxy.listen(0, '127.0.0.1', () => {
  const address = proxy.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`proxy at http://127.0.0.1:${port}\n`);
});
