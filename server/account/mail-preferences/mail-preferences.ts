import { and, eq, isNull } from 'drizzle-orm';
import {
  mailKindsFor,
  type OptionalMailKind,
  type SwitchableMailKind,
} from '#shared/mail-kinds.ts';
import type { MailPreferences, Unsubscribed } from '#shared/schemas/mail.ts';
import { AppError } from '#shared/errors.ts';
import { alertSettings, setMailEvery } from '../../alerts/request-alerts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { mailOptOuts, users } from '../../db/schema/index.ts';
import { readUnsubscribeToken, unsubscribeSecret } from '../../mail/unsubscribe-token.ts';

type Role = 'customer' | 'developer' | 'moderator';

/**
 * The caller's optional mails (docs/mail.md#preferences): a switch per kind their role gets, and
 * for an Unblocker the new-request digest's own setting, shown as it stands.
 */
export async function mailPreferences(
  db: Executor,
  me: { id: string; role: Role },
): Promise<MailPreferences> {
  const kinds = mailKindsFor(me.role);
  const off = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, me.id));
  const offKinds = new Set(off.map((row) => row.kind));
  const switches = kinds.flatMap((kind) =>
    kind === 'new_requests' ? [] : [{ kind, on: !offKinds.has(kind) }],
  );
  const newRequests = kinds.includes('new_requests')
    ? (await alertSettings(db, me.id)).mailEvery
    : null;
  return { switches, newRequests };
}

export async function setMailPreference(
  db: Executor,
  userId: string,
  kind: SwitchableMailKind,
  on: boolean,
): Promise<{ kind: SwitchableMailKind; on: boolean }> {
  if (on) {
    await db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
  } else {
    await db.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
  return { kind, on };
}

/**
 * An unsubscribe link, followed (docs/mail.md#unsubscribing): the token names one person and one
 * kind, signed by the server, so it turns off that and nothing else, for whoever holds it; no
 * sign-in. Anything else (a token altered, made elsewhere, or for an account that is gone) is
 * NOT_FOUND, saying no more. Turning off new-request mails sets the digest to never.
 */
export async function unsubscribe(db: Database, token: string): Promise<Unsubscribed> {
  const subject = readUnsubscribeToken(await unsubscribeSecret(db), token);
  if (!subject) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
  const { userId, kind } = subject;
  const exists = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (exists.length === 0) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
  await turnOff(db, userId, kind);
  return { kind };
}

async function turnOff(db: Executor, userId: string, kind: OptionalMailKind) {
  if (kind === 'new_requests') {
    await setMailEvery(db, userId, 'never');
    return;
  }
  await setMailPreference(db, userId, kind, false);
}
