import Fastify from 'fastify';
import { createDatabase } from '#server/db/client.ts';
import { availableTickets, customerTickets } from '#server/tickets/ticket-queries.ts';

/**
 * The bare route `npm run bench:reads` sets beside the API (docs/speed.md): plain Fastify, no
 * hooks, no session, no tRPC, running the same list functions (so the same SQL) for the person
 * named in the query string and answering plain JSON. What the API costs on top of this is the gap
 * to close. Configured by PORT and DATABASE_URL.
 */
const { db } = createDatabase(process.env.DATABASE_URL ?? '');
const app = Fastify({ logger: false });

app.get('/healthz', () => ({ ok: true }));
app.get<{ Querystring: { customer: string } }>('/bare/mine', async (request) =>
  customerTickets(db, { id: request.query.customer, role: 'customer' }, 'open'),
);
app.get<{ Querystring: { developer: string; categories: string } }>(
  '/bare/available',
  async (request) =>
    availableTickets(db, {
      id: request.query.developer,
      role: 'developer',
      categories: request.query.categories.split(','),
    }),
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
