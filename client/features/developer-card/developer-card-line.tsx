import { Link } from 'wouter';
import { fullNameOf } from '#shared/format.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { RatingSummary } from './rating-stars.tsx';
import { completedText, profilePath } from './track-record.ts';
import { useDeveloperCard } from './use-developer-card.ts';
import * as styles from './developer-card.css.ts';

/**
 * A developer's profile card in one line, for a header beside their name and picture (the
 * conversation's): their rating, requests completed and a link to their profile. Nothing while it
 * loads, nor for a developer without a public profile.
 */
export function DeveloperCardLine({ developerId }: { developerId: string }) {
  const developer = useDeveloperCard(developerId);
  if (!developer) return null;
  const name = fullNameOf(developer) || 'Unblocker';
  return (
    <span className={styles.line}>
      <RatingSummary record={developer.record} />
      <span>{completedText(developer.record.completed)}</span>
      <Link className={styles.link} href={profilePath(developer.id)}>
        View profile<span className={visuallyHidden}> of {name}</span>
      </Link>
    </span>
  );
}
