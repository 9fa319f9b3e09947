import { Lock } from 'lucide-react';
import type { Role } from '#shared/schemas/auth.ts';
import * as styles from './conversation.css.ts';

const noteFor: Record<Role, string> = {
  developer: 'This request was taken by another Unblocker. The conversation is kept read-only.',
  customer: 'This conversation is closed. It is kept here read-only.',
  moderator: 'You are reading this conversation as a moderator.',
};

/** In place of the composer where the viewer may read but not write. */
export function ReadOnlyNote({ role }: { role: Role }) {
  return (
    <p className={styles.readOnly}>
      <Lock size={16} aria-hidden="true" className={styles.readOnlyIcon} />
      {noteFor[role]}
    </p>
  );
}
