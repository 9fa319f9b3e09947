import { Link } from 'wouter';
import { fullNameOf } from '#shared/format.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Avatar } from '../session/avatar.tsx';
import { RatingSummary } from './rating-stars.tsx';
import { completedText, profilePath, type DeveloperCardData } from './track-record.ts';
import { useDeveloperCard } from './use-developer-card.ts';
import * as styles from './developer-card.css.ts';

interface DeveloperCardProps {
  developer: DeveloperCardData;
  /** What the card says the developer is to the reader ("Your Unblocker"). */
  label?: string;
}

/**
 * A developer's profile card (docs/profiles.md#profile-cards): picture, name, average rating with
 * its count, requests completed, and a link to their public profile: what a customer reads of the
 * person before approving their plan.
 */
function DeveloperCard({ developer, label }: DeveloperCardProps) {
  const name = fullNameOf(developer) || 'Unblocker';
  return (
    <div className={styles.card}>
      <Avatar person={developer} size="md" />
      <div className={styles.body}>
        {label && <span className={styles.label}>{label}</span>}
        <span className={styles.name}>{name}</span>
        <span className={styles.facts}>
          <RatingSummary record={developer.record} />
          <span>{completedText(developer.record.completed)}</span>
        </span>
      </div>
      <Link className={styles.link} href={profilePath(developer.id)}>
        View profile<span className={visuallyHidden}> of {name}</span>
      </Link>
    </div>
  );
}

/**
 * The card of the Unblocker who took a customer's request, read by id (nothing while it loads, or
 * for one without a public profile): on the plan screen, above the plan the customer approves.
 */
export function HiredDeveloperCard({ developerId }: { developerId: string }) {
  const developer = useDeveloperCard(developerId);
  if (!developer) return null;
  return (
    <section aria-label="Your Unblocker">
      <DeveloperCard developer={developer} label="Your Unblocker" />
    </section>
  );
}
