import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { spinner } from '../../styles/spinner.css.ts';
import { AlertDialog } from 'radix-ui';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';
import { shortTicketId } from '#shared/format.ts';
import { Button, type ButtonProps, type ButtonVariant } from '../../components/button.tsx';
import { cx } from '../../components/cx.ts';
import * as dialogStyles from '../../components/dialog.css.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import type { CardTicket } from './card-ticket.ts';
import { cardTitle } from './card-title.ts';
import { formatCost } from './milestone-money.ts';
import * as styles from './confirm-dialog.css.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the user dismisses it (never while busy). */
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  onConfirm: () => void;
  /**
   * False when the command can no longer succeed (the request moved on): only Cancel is offered,
   * and `error` says why.
   */
  canConfirm?: boolean;
  /** The command is running: both buttons wait, and the dialog cannot be dismissed. */
  busy: boolean;
  /** What the server said, shown in the dialog so the user can retry or cancel. */
  error?: string | null;
  children?: ReactNode;
}

/**
 * A confirmation before a command that moves money or hands work over (docs/screens.md#dialogs). An
 * alert dialog, not a plain one: it does not close on an outside click, and Cancel takes the
 * first focus, so Enter never confirms by accident. Styled like every other dialog.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  confirmIcon,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  onConfirm,
  canConfirm = true,
  busy,
  error,
  children,
}: ConfirmDialogProps) {
  // Opened from a button of the page rather than a Radix trigger, the dialog has nowhere to give
  // focus back on closing: it goes back to what had it when the dialog opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnFocusTo.current = document.activeElement;
    }
  }, [open]);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content
          className={dialogStyles.content}
          aria-busy={busy}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {description}
          </AlertDialog.Description>
          {(children || error) && (
            <div className={styles.body}>
              {children}
              {error && <FormAlert tone="error">{error}</FormAlert>}
            </div>
          )}
          <div className={dialogStyles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog stays open until the server
                answers, so an error can be shown where the user is looking. */}
            {canConfirm && (
              <CommandButton
                variant={confirmVariant}
                busy={busy}
                icon={confirmIcon}
                onClick={onConfirm}
              >
                {confirmLabel}
              </CommandButton>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export type CommandButtonProps = ButtonProps & {
  /** The command is running: the button waits, its icon replaced by a spinner. */
  busy: boolean;
  icon?: ReactNode;
};

/**
 * The button that runs a dialog's command. The spinner takes the icon's place, so the button
 * keeps its width and its label while the server answers.
 */
export function CommandButton({ busy, icon, disabled, children, ...props }: CommandButtonProps) {
  return (
    <Button {...props} disabled={busy || disabled} aria-busy={busy}>
      {busy ? (
        <LoaderCircle size={16} aria-hidden="true" className={cx(styles.buttonIcon, spinner)} />
      ) : (
        icon
      )}
      {children}
    </Button>
  );
}

/** One "label: value" line of what is being confirmed. */
export function ConfirmFacts({
  facts,
}: {
  facts: ReadonlyArray<{ label: string; value: string }>;
}) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ConfirmNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** Which milestone a confirmation is about, and what it costs. */
export function MilestoneFacts({
  milestone,
  label = 'Milestone',
}: {
  milestone: Pick<MilestoneState, 'title' | 'estimatedMinutes' | 'hourlyRateCents'>;
  /** Which milestone it is in the flow, e.g. "First milestone". */
  label?: string;
}) {
  return (
    <ConfirmFacts
      facts={[
        { label, value: milestone.title },
        { label: 'Cost', value: formatCost(milestone) },
      ]}
    />
  );
}

/** Which request a confirmation is about, named as its card names it. */
export function RequestFacts({ ticket }: { ticket: Pick<CardTicket, 'id' | 'title'> }) {
  return (
    <ConfirmFacts
      facts={[
        { label: 'Request', value: shortTicketId(ticket.id) },
        { label: 'Title', value: cardTitle(ticket.title) },
      ]}
    />
  );
}
