import { useState } from 'react';
import { LogoMark } from '../../components/logo-mark.tsx';
import { cx } from '../../components/cx.ts';
import type { Me } from '../auth/use-me.ts';
import { initialsOf } from './display-name.ts';
import * as styles from './avatar.css.ts';

export interface AvatarProps {
  /** Anyone with a name and maybe a picture: the signed-in user, a card's party, a chat party. */
  person: Pick<Me, 'firstName' | 'lastName' | 'profileImageUrl'>;
  size?: keyof typeof styles.size;
  className?: string;
}

/**
 * The profile picture, or a neutral circle with the initials (or the logo mark when there is no
 * name). Decorative: it always sits beside text that names the person or the account.
 */
export function Avatar({ person, size = 'sm', className }: AvatarProps) {
  // A broken or blocked image URL (the picture removed meanwhile, a signed-out tab) falls back to
  // the initials rather than a broken-image icon.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = person.profileImageUrl;
  const initials = initialsOf(person);

  let content;
  if (imageUrl && imageUrl !== failedUrl) {
    content = (
      <img src={imageUrl} alt="" className={styles.image} onError={() => setFailedUrl(imageUrl)} />
    );
  } else if (initials) {
    content = <span className={styles.initials}>{initials}</span>;
  } else {
    content = <LogoMark className={styles.mark} />;
  }

  return (
    <span className={cx(styles.avatar, styles.size[size], className)} aria-hidden="true">
      {content}
    </span>
  );
}
