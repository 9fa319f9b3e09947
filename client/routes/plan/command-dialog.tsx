import type { PersonCommandType } from '#shared/commands/command-declaration.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import {
  ConfirmDialog,
  ConfirmNote,
  MilestoneFacts,
} from '../../features/tickets/confirm-dialog.tsx';
import {
  commandInput,
  genericDialogOf,
  type GenericDialogView,
} from '../../features/tickets/command-view.ts';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { useSendCommand } from '../../features/tickets/use-send-command.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

export interface CommandDialogProps {
  type: PersonCommandType;
  ticket: TicketState;
  /** The milestone a milestone command is given on. */
  milestone?: MilestoneState;
  onClose: () => void;
  /** The command is in: what follows is the declaration's `then`. */
  onDone: () => void;
}

/**
 * The dialog of a command that needs only a yes or the person's words first, drawn from its
 * declaration (shared/commands/ticket-commands.ts, read by `genericDialogOf`): no command has
 * code of its own here. Null for a command with a dialog of its own.
 */
export function CommandDialog(props: CommandDialogProps) {
  const view = genericDialogOf(props.type, props.milestone?.title);
  if (view?.kind === 'confirm') return <CommandConfirmDialog {...props} view={view} />;
  if (view?.kind === 'words') return <CommandWordsDialog {...props} view={view} />;
  return null;
}

type ViewOf<Kind> = Extract<GenericDialogView, { kind: Kind }>;

/**
 * A command that needs nothing but a yes (docs/lifecycle.md#who-may-do-what): the declared
 * confirmation, what follows it, and which milestone it is about.
 */
function CommandConfirmDialog({
  type,
  view,
  ticket,
  milestone,
  onClose,
  onDone,
}: CommandDialogProps & { view: ViewOf<'confirm'> }) {
  const send = useSendCommand();
  const { run, busy, error } = useTicketDialogCommand(ticket.id, view.failure);

  const confirm = async () => {
    const done = await run(() => send(type, commandInput(type, ticket, milestone?.id)), {
      stay: view.stay,
    });
    if (done) onDone();
  };

  // No body at all when there is nothing to add (the dialog draws one for any child).
  const body =
    milestone || view.note ? (
      <>
        {milestone && <MilestoneFacts milestone={milestone} />}
        {view.note && <ConfirmNote>{view.note}</ConfirmNote>}
      </>
    ) : undefined;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={view.title}
      description={view.description}
      confirmLabel={view.confirmLabel}
      confirmVariant={view.variant}
      confirmIcon={view.Icon && <view.Icon size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    >
      {body}
    </ConfirmDialog>
  );
}

/** A command that needs the person's words first, sent in the declared field. */
function CommandWordsDialog({
  type,
  view,
  ticket,
  milestone,
  onClose,
  onDone,
}: CommandDialogProps & { view: ViewOf<'words'> }) {
  const send = useSendCommand();
  return (
    <FeedbackDialog
      ticketId={ticket.id}
      title={view.title}
      description={view.description}
      label={view.label}
      hint={view.hint}
      requiredMessage={view.requiredMessage}
      submitLabel={view.submitLabel}
      submitIcon={view.Icon && <view.Icon size={16} aria-hidden="true" />}
      submitVariant={view.variant}
      failure={view.failure}
      command={(words) => send(type, commandInput(type, ticket, milestone?.id, words))}
      stay={view.stay}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
