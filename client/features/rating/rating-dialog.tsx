import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Star } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { RATING_MAX } from '#shared/domain/ticket/rating.ts';
import { ratingInput, type RatingInput } from '#shared/schemas/rating.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import { cx } from '../../components/cx.ts';
import { errorCode } from '../errors/api-errors.ts';
import * as formStyles from '../auth/auth-form.css.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { trpc } from '../../trpc.ts';
import { FAIR_REVIEWS_LINE } from './fair-reviews.ts';
import * as styles from './rating-dialog.css.ts';

export interface RatingDialogProps {
  ticket: TicketState;
  /** Who is rated: the developer when the customer rates, and the other way round. */
  ratedRole: 'developer' | 'customer';
  /**
   * Opened from elsewhere too (the roadmap's prompt to rate): the page holds whether it is open.
   * Without these the dialog keeps that itself and opens from its own button only.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * The rating dialog (docs/forms.md#rating): 1–5 stars and/or feedback, saved per ticket
 * and role and editable, so it opens with what was saved before.
 */
export function RatingDialog({ ticket, ratedRole, ...controlled }: RatingDialogProps) {
  const [openHere, setOpenHere] = useState(false);
  const open = controlled.open ?? openHere;
  // Focus goes back where it was when the dialog opened (its own button or the prompt's), or to
  // its own button when that is gone (the prompt goes once the rating is saved).
  // Read before the dialog takes the focus (it does so once its content is mounted, after this).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const setOpen = (next: boolean) => {
    setOpenHere(next);
    controlled.onOpenChange?.(next);
  };
  const own = trpc.tickets.ownRating.useQuery({ ticketId: ticket.id });
  const rated = own.data != null;
  const who = ratedRole === 'developer' ? 'Developer' : 'Customer';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Star size={16} aria-hidden="true" />
          {rated ? 'Edit Rating' : `Rate ${who}`}
        </Button>
      </Dialog.Trigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          opener.current = null;
          if (back?.isConnected) {
            event.preventDefault();
            back.focus();
          }
        }}
      >
        <DialogTitle>Rate the {who.toLowerCase()}</DialogTitle>
        <DialogDescription>{whoSees(ratedRole)} You can change them later.</DialogDescription>
        <p className={styles.fairness}>{FAIR_REVIEWS_LINE}</p>
        {/* Mounted only while open, so each opening starts from what is saved. */}
        {open && !own.isPending && (
          <RatingForm ticket={ticket} saved={own.data ?? null} onSaved={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

/**
 * Who reads a rating, honestly: the party rated sees it under the request's details, and it is a
 * step of the request's history, which its two parties and moderators read
 * (docs/screens.md#the-hand-over-and-the-requests-history). A customer's rating of their Unblocker
 * also counts on the Unblocker's public profile, and neither shows before the fair-reviews rule
 * lets it (FAIR_REVIEWS_LINE, docs/profiles.md#fair-reviews).
 */
function whoSees(ratedRole: RatingDialogProps['ratedRole']): string {
  return ratedRole === 'developer'
    ? 'Your rating and feedback go to your Unblocker, on this request, and show on their public profile as a review; Unblock’s moderators can read them too.'
    : 'Your rating and feedback go to your customer, on this request, and count in the rating Unblockers see of them; Unblock’s moderators can read them too.';
}

function RatingForm({
  ticket,
  saved,
  onSaved,
}: {
  ticket: TicketState;
  saved: { rating: number | null; feedback: string | null } | null;
  onSaved: () => void;
}) {
  const utils = trpc.useUtils();
  const feedbackId = useId();
  const rate = trpc.tickets.rateTicket.useMutation({
    onSuccess: async () => {
      await utils.tickets.ownRating.invalidate({ ticketId: ticket.id });
      // Rating may unseal the other party's rating of the viewer (both have rated now).
      await utils.tickets.receivedRating.invalidate({ ticketId: ticket.id });
      onSaved();
    },
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RatingInput>({
    resolver: zodResolver(ratingInput),
    defaultValues: { rating: saved?.rating ?? null, feedback: saved?.feedback ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    const parsed = ratingInput.parse(values);
    rate.mutate({ ticketId: ticket.id, expectedVersion: ticket.version, ...parsed });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {rate.error && <FormAlert tone="error">{failureText(rate.error)}</FormAlert>}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset className={styles.stars}>
            <legend className={styles.legend}>Rating</legend>
            {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  className={styles.starInput}
                  aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
                />
                <span
                  className={cx(styles.star, (field.value ?? 0) >= value && styles.starOn)}
                  aria-hidden="true"
                >
                  <Star size={28} fill={(field.value ?? 0) >= value ? 'currentColor' : 'none'} />
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
      <div className={formStyles.field}>
        <label htmlFor={feedbackId} className={formStyles.label}>
          Feedback <span className={formStyles.optional}>(optional with a rating)</span>
        </label>
        <textarea
          id={feedbackId}
          rows={4}
          className={styles.textarea}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={errors.feedback ? `${feedbackId}-error` : undefined}
          {...register('feedback')}
        />
        {errors.feedback && (
          <p id={`${feedbackId}-error`} className={formStyles.fieldError}>
            {errors.feedback.message}
          </p>
        )}
      </div>
      <DialogActions>
        <DialogCloseButton />
        <Button type="submit" disabled={rate.isPending} aria-busy={rate.isPending}>
          Submit Rating
        </Button>
      </DialogActions>
    </form>
  );
}

// docs/forms.md#rating and #when-a-step-fails; the connection's failure as the command declares it.
function failureText(error: { message: string }): string {
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED') return SESSION_EXPIRED;
  if (code === undefined) return ticketCommands.RateTicket.failure;
  return `Failed to submit feedback: ${error.message}`;
}
