import type { ThreadPage } from '#shared/domain/discussions/messages.ts';
import { displayName } from '../../features/session/display-name.ts';
import * as styles from './conversation.css.ts';

/** "… is typing" while the other party writes (a status: read out once, when it starts). */
export function TypingIndicator({
  page,
  typingUserId,
}: {
  page: Pick<ThreadPage, 'customer' | 'developer'>;
  typingUserId: string | null;
}) {
  const typist = [page.customer, page.developer].find((party) => party.id === typingUserId);
  return (
    <p role="status" className={styles.typing}>
      {typist ? `${displayName(typist)} is typing…` : ''}
    </p>
  );
}
