import { MessageSquare } from 'lucide-react';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { buttonOf } from '../../features/tickets/command-view.ts';
import type { TicketAction } from '../../features/tickets/plan-actions.ts';
import * as styles from './plan.css.ts';

export interface TicketActionsProps {
  ticketId: string;
  viewer: Actor;
  actions: readonly TicketAction[];
  /** Another command is running: one at a time, each needs the latest version. */
  disabled: boolean;
  onAction: (action: TicketAction) => void;
}

/**
 * A developer on a pending request (docs/lifecycle.md#who-may-do-what) can grab it, abandon it once
 * theirs, and message the customer; an assigned developer who cannot solve it can say so; a
 * customer whose work is under way or in review can ask a moderator for their money back
 * (docs/moderation.md). Message Customer is not a command, so a developer always has it: it opens
 * the request's discussion.
 */
export function TicketActions({
  ticketId,
  viewer,
  actions,
  disabled,
  onAction,
}: TicketActionsProps) {
  const messageCustomer = viewer.role === 'developer';
  if (actions.length === 0 && !messageCustomer) return null;
  return (
    <div className={styles.ticketActions}>
      {actions.map((action) => {
        const { label, Icon, variant } = buttonOf(action);
        return (
          <Button
            key={action}
            variant={variant}
            disabled={disabled}
            onClick={() => onAction(action)}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </Button>
        );
      })}
      {messageCustomer && (
        <ButtonLink href={`/discussions/${ticketId}`} variant="secondary">
          <MessageSquare size={16} aria-hidden="true" />
          Message Customer
        </ButtonLink>
      )}
    </div>
  );
}
