import type { FastifyInstance } from 'fastify';
import { mailInputs } from '#shared/schemas/mail.ts';
import { AppError } from '#shared/errors.ts';
import { unsubscribe } from '../account/mail-preferences/mail-preferences.ts';
import type { Database } from '../db/client.ts';
import { ONE_CLICK_PATH } from './unsubscribe-token.ts';

/** A one-click body is one short field; anything longer is not one. */
const BODY_LIMIT = 4096;

/**
 * Whether the body says `List-Unsubscribe=One-Click`, as RFC 8058 has mail providers post it:
 * form-urlencoded, or multipart/form-data with that one field.
 */
function isOneClick(contentType: string | undefined, body: string): boolean {
  if (contentType?.startsWith('multipart/form-data')) {
    return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
  }
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}

/**
 * The one-click unsubscribe a mail client offers from the List-Unsubscribe headers (RFC 8058;
 * docs/mail.md#unsubscribing). The mail provider posts it without cookies and, from a web mail
 * page, maybe with that page's Origin: the origin guard lets this one path through, as the token
 * in its URL is all the authority it needs. 200 when done (again: still 200); 400 for a body that
 * is not a one-click, 404 for a token that is not one of ours, neither saying more.
 */
export async function registerOneClickUnsubscribe(app: FastifyInstance, deps: { db: Database }) {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.post(ONE_CLICK_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = mailInputs.unsubscribe.shape.token.safeParse(query.token);
      const body = typeof request.body === 'string' ? request.body : '';
      if (!isOneClick(request.headers['content-type'], body)) {
        return reply.code(400).send({ error: 'Bad request' });
      }
      if (!token.success) return reply.code(404).send({ error: 'Not found' });
      try {
        await unsubscribe(deps.db, token.data);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          return reply.code(404).send({ error: 'Not found' });
        }
        throw error;
      }
      return { unsubscribed: true };
    });
    done();
  });
}
