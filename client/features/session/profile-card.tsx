import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { Me } from '../auth/use-me.ts';
import { Avatar } from './avatar.tsx';
import { displayName } from './display-name.ts';
import * as styles from './profile-card.css.ts';

export interface ProfileCardProps {
  me: Me;
  /** Buttons for the profile (Edit, Sign Out), beside it from 576 px and below it on phones. */
  actions?: ReactNode;
}

/**
 * The profile block (docs/screens.md#dashboards): picture (or the default avatar), the name or,
 * without one, the email; for a developer who joined through an approved application, the "Vetted
 * developer" mark.
 */
export function ProfileCard({ me, actions }: ProfileCardProps) {
  const name = displayName(me);
  const named = name !== me.email;
  return (
    <div className={styles.card}>
      <div className={styles.person}>
        <Avatar person={me} size="lg" />
        <div className={styles.text}>
          <p className={named ? styles.name : `${styles.name} ${styles.emailAsName}`}>{name}</p>
          {named && <p className={styles.email}>{me.email}</p>}
          {me.role === 'developer' && me.vettedAt && (
            <p className={styles.vetted}>
              <BadgeCheck size={16} aria-hidden="true" className={styles.vettedIcon} />
              Vetted developer
            </p>
          )}
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
