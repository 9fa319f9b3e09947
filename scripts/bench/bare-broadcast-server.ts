import http from 'node:http';
import postgres from 'postgres';
import { WebSocketServer } from 'ws';

/**
 * The bare broadcast `npm run bench:fan-out` sets beside the API (docs/speed.md), as the bare route
 * is set beside the API's reads: plain `ws` on a plain HTTP server, no tRPC, no session, no feed,
 * sending each NOTIFY on one channel to every socket it holds. What the machine itself costs to
 * carry one message to each of many sockets is what this measures; what the API adds is the gap.
 * Configured by PORT and DATABASE_URL.
 */
const server = http.createServer((request, response) => {
  response.writeHead(request.url === '/healthz' ? 200 : 404).end();
});
const sockets = new WebSocketServer({ server, path: '/bare' });
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 1 });
await sql.listen('bench_bare_broadcast', (payload) => {
  for (const socket of sockets.clients) socket.send(payload);
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const socket of sockets.clients) socket.terminate();
    server.close();
    void sql.end().then(() => process.exit(0));
  });
}
