import { useId } from 'react';
import type { ReactNode } from 'react';
import { LoaderCircle, Pencil, Trash2, UserRound } from 'lucide-react';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { fullDateTime, relativeTime, shortTicketId } from '#shared/format.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Link } from 'wouter';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { completedText, profilePath, ratingText } from '../developer-card/track-record.ts';
import { Avatar } from '../session/avatar.tsx';
import { cardActions, planPath, type CardAction } from './card-actions.ts';
import { partyLine } from './card-party.ts';
import type { CardTicket } from './card-ticket.ts';
import { cardCategoryLabels, cardTitle } from './card-title.ts';
import { ProgressChain } from './progress-chain.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import * as styles from './request-card.css.ts';

// Few requests are offered to one developer (hire again): the line saying so is fetched for
// theirs only, off every list's first load.
const offerLine = lazyExport(() => import('../hire-again/offer-line.tsx'), 'OfferLine');

const actionLabel: Record<CardAction, string> = {
  edit: 'Edit Request',
  'review-plan': 'Review Plan',
  'create-plan': 'Create Plan',
  'view-details': 'View Details',
  'view-plan': 'View Plan',
};

export interface RequestCardProps {
  ticket: CardTicket;
  viewer: Actor;
  /** The time relative dates are measured from (one clock per list, see useNow). */
  now: Date;
  /** Opens the edit form of a pending request; without it the card offers no Edit button. */
  onEdit?: (ticket: CardTicket) => void;
  /** The edit form is being prepared for this card (its full ticket is loading). */
  editPending?: boolean;
  /** Asks to delete the request; the button shows only when the rules allow it. */
  onDelete?: (ticket: CardTicket) => void;
  /** Further actions shown before the main one (Grab Request, Message Customer). */
  children?: ReactNode;
}

/**
 * One request in a list (docs/screens.md#request-card): short id, title, categories, the other
 * party, the creation date, where the request stands, and what the viewer can do with it.
 * Buttons come from the shared ticket rules via `cardActions`.
 */
export function RequestCard({
  ticket,
  viewer,
  now,
  onEdit,
  editPending = false,
  onDelete,
  children,
}: RequestCardProps) {
  const idId = useId();
  const titleId = useId();
  const shortId = shortTicketId(ticket.id);
  const actions = cardActions(ticket, viewer);
  const party = partyLine(ticket.otherParty, viewer.role);
  const categories = cardCategoryLabels(ticket.categories);

  return (
    <article className={styles.card} aria-labelledby={`${idId} ${titleId}`}>
      <div className={styles.top}>
        <span id={idId} className={styles.shortId}>
          {shortId}
        </span>
        <time
          className={styles.date}
          dateTime={ticket.createdAt.toISOString()}
          title={fullDateTime(ticket.createdAt)}
        >
          Created {relativeTime(ticket.createdAt, now)}
        </time>
      </div>

      <div className={styles.heading}>
        <h3 id={titleId} className={styles.title}>
          {cardTitle(ticket.title)}
        </h3>
        {categories.length > 0 && (
          <ul className={styles.chips} aria-label="Categories">
            {categories.map((label) => (
              <li key={label} className={styles.chip}>
                {label}
              </li>
            ))}
          </ul>
        )}
      </div>

      <p className={styles.party}>
        {party.name && ticket.otherParty ? (
          <Avatar person={ticket.otherParty} size="xs" />
        ) : (
          <UserRound size={16} aria-hidden="true" className={styles.partyIcon} />
        )}
        {party.name ? (
          <>
            <span>{party.label}:</span>
            <span className={styles.partyName}>{party.name}</span>
          </>
        ) : (
          <span>{party.label}</span>
        )}
      </p>
      {/* The other party's track record (docs/profiles.md#profile-cards): a customer's Unblocker
          with a link to their profile, and for a developer the rating a customer received. */}
      {party.name && ticket.otherParty.record && (
        <p className={styles.record}>
          <span>
            <span aria-hidden="true">★ </span>
            {ratingText(ticket.otherParty.record)}
          </span>
          {viewer.id === ticket.customerId && ticket.developerId && (
            <>
              <span>{completedText(ticket.otherParty.record.completed)}</span>
              <Link className={styles.profileLink} href={profilePath(ticket.developerId)}>
                View profile<span className={visuallyHidden}> of {party.name}</span>
              </Link>
            </>
          )}
        </p>
      )}

      <LoadWhenWanted
        source={offerLine}
        wanted={ticket.offeredTo !== null}
        props={{ ticket, viewer, now }}
      />
      <ProgressChain ticketId={ticket.id} status={ticket.status} />

      <div className={styles.actions}>
        {children}
        <MainAction
          ticket={ticket}
          viewer={viewer}
          action={actions.main}
          emphasised={actions.emphasised}
          onEdit={onEdit}
          editPending={editPending}
        />
        {actions.canDelete && onDelete && (
          <IconButton
            label={`Delete request ${shortId}`}
            icon={<Trash2 size={18} aria-hidden="true" />}
            className={styles.deleteButton}
            onClick={() => onDelete(ticket)}
          />
        )}
      </div>
    </article>
  );
}

interface MainActionProps {
  ticket: CardTicket;
  viewer: Actor;
  action: CardAction;
  emphasised: boolean;
  onEdit: RequestCardProps['onEdit'];
  editPending: boolean;
}

function MainAction({ ticket, viewer, action, emphasised, onEdit, editPending }: MainActionProps) {
  const variant = emphasised ? 'primary' : 'secondary';
  if (action === 'edit') {
    if (!onEdit) return null;
    return (
      <Button
        size="sm"
        variant={variant}
        disabled={editPending}
        aria-busy={editPending}
        onClick={() => onEdit(ticket)}
      >
        {editPending ? (
          <LoaderCircle size={16} aria-hidden="true" className={styles.spinning} />
        ) : (
          <Pencil size={16} aria-hidden="true" />
        )}
        {actionLabel.edit}
      </Button>
    );
  }
  // Everything else opens the plan screen: a link, so it can also open in a new tab.
  return (
    <ButtonLink size="sm" variant={variant} href={planPath(viewer.role, ticket.id)}>
      {actionLabel[action]}
    </ButtonLink>
  );
}
