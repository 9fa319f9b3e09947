import type { ChatMessage, ChatParty, ThreadPage } from '#shared/domain/discussions/messages.ts';
import { firstLine } from '#shared/format.ts';

/** Who wrote a message, as the list shows it. */
export type MessageAuthor =
  | { kind: 'system' }
  | { kind: 'moderator'; own: boolean }
  | { kind: 'own'; party: ChatParty | null }
  | { kind: 'other'; party: ChatParty | null };

/**
 * The author of a message: the system, a moderator (docs/moderation.md: they write in a case's
 * conversation, as the platform rather than as a person), or one of the conversation's two
 * parties.
 */
export function messageAuthor(
  message: Pick<ChatMessage, 'authorId' | 'authorRole'>,
  page: Pick<ThreadPage, 'customer' | 'developer'>,
  viewerId: string,
): MessageAuthor {
  if (message.authorId === null) return { kind: 'system' };
  if (message.authorRole === 'moderator') {
    return { kind: 'moderator', own: message.authorId === viewerId };
  }
  const party =
    [page.customer, page.developer].find((person) => person.id === message.authorId) ?? null;
  return message.authorId === viewerId ? { kind: 'own', party } : { kind: 'other', party };
}

/**
 * A request's description as the conversation header shows it (docs/discussions.md#the-screen): the
 * first line as the title, the rest as the body.
 */
export function splitDescription(description: string): { title: string; body: string } {
  const title = firstLine(description);
  const lines = description.split('\n');
  const titleIndex = lines.findIndex((line) => line.trim() !== '');
  const body =
    titleIndex === -1
      ? ''
      : lines
          .slice(titleIndex + 1)
          .join('\n')
          .trim();
  return { title: title || 'Untitled request', body };
}
