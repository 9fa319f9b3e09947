import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Gavel } from 'lucide-react';
import type { CaseOutcome } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { DECISION_REASON_MAX, decisionReason } from '#shared/schemas/moderation.ts';
import type { CaseDetail } from '#shared/schemas/moderation.ts';
import { DialogDescription, DialogTitle, FormDialog } from '../../components/dialog.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import * as formStyles from '../../features/auth/auth-form.css.ts';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import { DialogSubmitActions } from '../../features/tickets/dialog-submit-actions.tsx';
import { useDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { useRefreshTicket } from '../../features/tickets/use-ticket.ts';
import { trpc } from '../../trpc.ts';
import {
  outcomeEffects,
  outcomeWords,
  refundOptions,
  resolvedNotice,
  statusAfter,
  type OutcomeChoice,
} from './case-outcomes.ts';
import * as styles from './resolve-case-dialog.css.ts';

// The reason is the contract's own rule ("A reason is required"); `scope` is the refund's choice.
const decisionForm = z.object({ scope: z.string(), reason: decisionReason });

/**
 * A ticket command's failure (docs/forms.md#when-a-step-fails) when the server gives no text of its
 * own.
 */
const FAILURE = 'Failed to update ticket status. Please try again.';

export interface ResolveCaseDialogProps {
  detail: CaseDetail;
  /** The request as the machine sees it: where the outcome leads is asked of it. */
  ticket: TicketState;
  outcome: CaseOutcome;
  /** Only reports brought the case: resuming dismisses them. */
  dismisses: boolean;
  moderatorId: string;
  onClose: () => void;
  /** The decision is in, and the case and the request are refetched: what to tell the moderator. */
  onResolved: (notice: string) => void;
}

/**
 * One outcome of a case, decided: what it does to the money and to the request is said before
 * anything is sent, and the reason is required, since both parties read it (in the conversation
 * and in their mail). The server's refusal is shown here, so the reason is not lost; when the
 * case changed meanwhile (CONFLICT), it is refetched first, and the dialog follows it.
 */
export function ResolveCaseDialog({
  detail,
  ticket,
  outcome,
  dismisses,
  moderatorId,
  onClose,
  onResolved,
}: ResolveCaseDialogProps) {
  const { ticketId } = detail;
  const utils = trpc.useUtils();
  const refreshTicket = useRefreshTicket();
  const resolve = trpc.moderation.cases.resolve.useMutation();
  const { run, busy, canConfirm, error } = useDialogCommand({
    failure: FAILURE,
    refresh: () =>
      Promise.all([
        utils.moderation.cases.get.fetch({ ticketId }, { staleTime: 0 }),
        refreshTicket(ticketId),
        utils.moderation.cases.list.invalidate(),
      ]),
    // Resolved elsewhere (or no longer possible): only the way out is left, and the error says why.
    confirmable: detail.outcomes.includes(outcome),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof decisionForm>, unknown, z.output<typeof decisionForm>>({
    resolver: zodResolver(decisionForm),
    defaultValues: { scope: 'all', reason: '' },
  });
  const scope = useWatch({ control, name: 'scope' });
  const choice: OutcomeChoice =
    outcome === 'refund'
      ? scope === 'all'
        ? { outcome }
        : { outcome, milestoneId: scope }
      : { outcome };
  const words = outcomeWords(outcome, dismisses);
  const effects = outcomeEffects(
    choice,
    detail.milestones,
    detail.escrowCents,
    statusAfter(ticket, choice, moderatorId),
  );
  // Nothing to choose between when no milestone holds money: only "everything" (nothing) is left.
  const options = outcome === 'refund' ? refundOptions(detail.milestones) : [];
  const titleOf = (milestoneId: string) =>
    detail.milestones.find((milestone) => milestone.milestoneId === milestoneId)?.title ??
    'the milestone';

  const onSubmit = handleSubmit(async ({ reason }) => {
    const done = await run(() =>
      resolve.mutateAsync({ ticketId, expectedVersion: detail.version, ...choice, reason }),
    );
    if (done) onResolved(resolvedNotice(choice, dismisses, titleOf));
  });

  return (
    <FormDialog busy={busy} onClose={onClose} className={styles.dialog}>
      <DialogTitle>{words.title}</DialogTitle>
      <DialogDescription>{words.summary}</DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {options.length > 1 && (
          <fieldset className={formStyles.fieldset} disabled={busy || !canConfirm}>
            <legend className={formStyles.legend}>What goes back to the customer</legend>
            <div className={styles.options}>
              {options.map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type="radio"
                    value={option.value}
                    className={styles.radio}
                    {...register('scope')}
                  />
                  <span className={styles.optionText}>
                    <span className={styles.optionLabel}>{option.label}</span>
                    <span className={styles.optionDetail}>{option.detail}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className={styles.effects}>
          <p className={styles.effectsTitle}>What happens</p>
          <ul className={styles.effectList}>
            {effects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
            <li>Both parties read your reason in the conversation and in their email.</li>
          </ul>
        </div>
        <TextAreaField
          label="Reason"
          hint={`Both parties read this. At most ${DECISION_REASON_MAX} characters.`}
          error={errors.reason?.message}
          readOnly={busy}
          disabled={!canConfirm}
          {...register('reason')}
        />
        <DialogSubmitActions
          canSubmit={canConfirm}
          busy={busy}
          icon={<Gavel size={16} aria-hidden="true" />}
        >
          {words.confirm}
        </DialogSubmitActions>
      </form>
    </FormDialog>
  );
}
