import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routerProcedures, type ProcedureKind } from '../fixtures/router-procedures.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// Bad input and access (docs/moderation.md): every moderator procedure answers FORBIDDEN to anyone else
// signed in, and the operators' procedures answer FORBIDDEN to every HTTP caller, moderators
// included. The list of procedures is read from the router itself, so one added later is checked
// without anyone remembering to add it here.

const procedures = routerProcedures;

const under = (prefix: string) =>
  procedures.filter(({ path, type }) => path.startsWith(prefix) && type !== 'subscription');

describe('staff procedures across the router', () => {
  const { server } = useTestServer();
  let people: Record<Person['role'], Person>;

  /** Calls a procedure over real HTTP as `person`, with an input that would pass validation. */
  async function call(person: Person, path: string, type: ProcedureKind) {
    const input = encodeURIComponent(JSON.stringify({ json: anyInput }));
    const response = await fetch(
      type === 'query'
        ? `${server.address}/api/trpc/${path}?input=${input}`
        : `${server.address}/api/trpc/${path}`,
      {
        method: type === 'query' ? 'GET' : 'POST',
        headers: {
          origin: server.address,
          cookie: `unblock_session=${person.token}`,
          'content-type': 'application/json',
        },
        ...(type === 'query' ? {} : { body: JSON.stringify({ json: anyInput }) }),
      },
    );
    const body = (await response.json()) as { error?: { json: { data: { code: string } } } };
    return { status: response.status, code: body.error?.json.data.code };
  }

  // Shaped like most staff inputs, so a refusal cannot be a validation error in disguise.
  const anyInput = {
    id: randomUUID(),
    userId: randomUUID(),
    ticketId: randomUUID(),
    expectedVersion: 1,
    outcome: 'resume',
    reason: 'A reason',
    role: 'customer',
    email: 'someone@example.com',
    password: 'a long enough phrase',
  };

  beforeAll(async () => {
    people = {
      customer: await signedInPerson(server, 'customer'),
      developer: await signedInPerson(server, 'developer', ['web']),
      moderator: await signedInPerson(server, 'moderator'),
    };
  });

  it('finds the staff procedures to check', () => {
    expect(under('moderation.').map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'moderation.applications.list',
        'moderation.applications.approve',
        'moderation.cases.list',
        'moderation.cases.resolve',
        'moderation.payments.list',
        'moderation.users.suspend',
      ]),
    );
    expect(under('operators.').length).toBeGreaterThanOrEqual(2);
  });

  it('answers FORBIDDEN to customers and developers on every moderator procedure', async () => {
    for (const role of ['customer', 'developer'] as const) {
      for (const { path, type } of under('moderation.')) {
        expect({ role, path, ...(await call(people[role], path, type)) }).toEqual({
          role,
          path,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
  });

  it('answers FORBIDDEN to every HTTP caller on the operators’ procedures, moderators included', async () => {
    for (const role of ['customer', 'developer', 'moderator'] as const) {
      for (const { path, type } of under('operators.')) {
        expect({ role, path, ...(await call(people[role], path, type)) }).toEqual({
          role,
          path,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
  });

  it('lets a moderator through to the procedure itself', async () => {
    // Past the role check, an unknown user is the procedure's own NOT_FOUND.
    expect(await call(people.moderator, 'moderation.users.get', 'query')).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
