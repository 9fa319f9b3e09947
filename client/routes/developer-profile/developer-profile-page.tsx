import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { fullNameOf } from '#shared/format.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { RatingSummary } from '../../features/developer-card/rating-stars.tsx';
import { completedText } from '../../features/developer-card/track-record.ts';
import { HireAgainButton } from '../../features/hire-again/hire-again-button.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { labelOfCategory } from '../../features/tickets/category-labels.ts';
import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { monthYear, ProfileReviews } from './profile-reviews.tsx';
import * as styles from './developer-profile.css.ts';

/** The not-found card's words: a customer, a suspended Unblocker and no one look the same. */
const PROFILE_NOT_FOUND = {
  title: 'Profile not found',
  text: 'This Unblocker’s profile does not exist or is not available.',
};

/**
 * `/developers/:id` (docs/profiles.md): an Unblocker's public profile, for visitors (in the public
 * layout) and signed-in people (in the app's) alike: who they are, what they work on, how many
 * requests they completed, and the ratings and reviews customers left them that may show.
 */
export function DeveloperProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  // Signed out, the guard's visitor view forgets every cached answer once it has mounted
  // (forget-signed-in-data.ts), which is after this page's own effects: a query started in the
  // first commit would be dropped while its answer is on the way, and the page wait for ever. The
  // profile is asked for once that commit's effects have all run.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(later);
  }, []);
  if (!mounted) return <StatusCard tone="pending" title="Loading the profile" />;
  return <DeveloperProfile key={id} id={id} />;
}

function DeveloperProfile({ id }: { id: string }) {
  const profile = trpc.developers.profile.useQuery({ id });
  const code = profile.isError ? errorCode(profile.error) : undefined;
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
    return (
      <StatusCard tone="error" title={PROFILE_NOT_FOUND.title}>
        <p>{PROFILE_NOT_FOUND.text}</p>
        <StatusCardActions>
          <ButtonLink href="/">Return to Home</ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  if (profile.isError && !profile.data) {
    return (
      <StatusCard tone="error" title="Could not load this profile">
        <p role="alert">{errorMessage(profile.error)}</p>
        <StatusCardActions>
          <Button disabled={profile.isFetching} onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </StatusCardActions>
      </StatusCard>
    );
  }
  if (!profile.data) {
    return <StatusCard tone="pending" title="Loading the profile" />;
  }
  const developer = profile.data;
  const name = fullNameOf(developer) || 'Unblocker';
  return (
    <Page
      title={name}
      description="Unblocker on Unblock"
      actions={<HireAgainButton developerId={developer.id} />}
    >
      <section className={styles.summary} aria-label="Summary">
        <Avatar person={developer} size="lg" />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Rating</dt>
            <dd className={styles.factValue}>
              <RatingSummary record={developer.record} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Requests</dt>
            <dd className={styles.factValue}>{completedText(developer.record.completed)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Member since</dt>
            <dd className={styles.factValue}>{monthYear(developer.memberSince)}</dd>
          </div>
        </dl>
      </section>
      <PageSection title="About">
        {developer.bio?.trim() ? (
          <p className={styles.bio}>{developer.bio}</p>
        ) : (
          <p className={styles.muted}>{name} has not written a bio yet.</p>
        )}
      </PageSection>
      <PageSection title="Specialties">
        {developer.specialties.length > 0 ? (
          <ul className={styles.chips}>
            {developer.specialties.map((category) => (
              <li key={category} className={styles.chip}>
                {labelOfCategory(category)}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>None listed yet.</p>
        )}
      </PageSection>
      <PageSection title="Reviews">
        <ProfileReviews developerId={developer.id} />
      </PageSection>
    </Page>
  );
}
