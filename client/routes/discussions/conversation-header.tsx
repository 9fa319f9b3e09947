import { ArrowLeft, ClipboardList } from 'lucide-react';
import type { ThreadPage } from '#shared/domain/discussions/messages.ts';
import { shortTicketId } from '#shared/format.ts';
import type { Role } from '#shared/schemas/auth.ts';
import { ButtonLink } from '../../components/button.tsx';
import { DeveloperCardLine } from '../../features/developer-card/developer-card-line.tsx';
import { splitDescription } from '../../features/discussions/message-view.ts';
import { Avatar } from '../../features/session/avatar.tsx';
import { displayName } from '../../features/session/display-name.ts';
import { planPath } from '../../features/tickets/card-actions.ts';
import { TicketStatusBadge } from '../../features/tickets/status-badge.tsx';
import { ExpandableText } from './expandable-text.tsx';
import { ThreadFilesButton } from './thread-files-button.tsx';
import * as styles from './conversation-header.css.ts';

export interface ConversationHeaderProps {
  page: ThreadPage;
  role: Role;
  titleId: string;
  showFiles: boolean;
  filesVersion: number;
  /** Where the phone's back arrow leads; null: no arrow (the conversation is part of a page). */
  backHref: string | null;
}

/**
 * The conversation's header (docs/discussions.md#the-screen): the request's first line as its title
 * and the rest as its body, who the conversation is with, and the request's files and plan.
 */
export function ConversationHeader({
  page,
  role,
  titleId,
  showFiles,
  filesVersion,
  backHref,
}: ConversationHeaderProps) {
  const { title, body } = splitDescription(page.description);
  const withParty = role === 'customer' ? page.developer : page.customer;
  // The plan screen is the two parties' own; a developer who only asked a question sees the
  // request's details there too, while it waits for someone to take it.
  const planHref = page.writable && role !== 'moderator' ? planPath(role, page.ticketId) : null;

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        {backHref !== null && (
          <ButtonLink
            href={backHref}
            variant="ghost"
            size="sm"
            className={styles.back}
            aria-label="Back to Your Tickets"
          >
            <ArrowLeft size={18} aria-hidden="true" />
          </ButtonLink>
        )}
        <div className={styles.titleBlock}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.meta}>
            <span className={styles.shortId}>{shortTicketId(page.ticketId)}</span>
            <TicketStatusBadge status={page.status} />
            <span className={styles.party}>
              <Avatar person={withParty} />
              <span className={styles.partyName}>
                {role === 'moderator'
                  ? `${displayName(page.customer)} and ${displayName(page.developer)}`
                  : displayName(withParty)}
              </span>
            </span>
            {/* Whom the customer is talking to (docs/profiles.md#profile-cards). */}
            {role === 'customer' && (
              <span className={styles.partyRecord}>
                <DeveloperCardLine developerId={page.developerId} />
              </span>
            )}
          </p>
        </div>
        {(showFiles || planHref) && (
          <div className={styles.actions}>
            {showFiles && (
              <ThreadFilesButton ticketId={page.ticketId} filesVersion={filesVersion} />
            )}
            {planHref && (
              <ButtonLink href={planHref} variant="secondary">
                <ClipboardList size={16} aria-hidden="true" />
                View Plan
              </ButtonLink>
            )}
          </div>
        )}
      </div>
      {body && (
        <div className={styles.details}>
          <ExpandableText text={body} />
        </div>
      )}
    </header>
  );
}
