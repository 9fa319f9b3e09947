import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { OFFER_HOURS } from '#shared/domain/ticket/offer.ts';
import { DialogContent, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { useSession } from '../session/session-context.ts';
import { discardDraft } from './request-draft.ts';
import { RequestForm } from './request-form.tsx';
import { SubmittedDialog } from './submitted-dialog.tsx';
import { REQUEST_GONE_TEXT, useSaveRequest } from './use-save-request.ts';
import type { SavedRequest } from './use-save-request.ts';
import * as styles from './request-form.css.ts';

export interface RequestFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this ticket (customer, while AWAITING_ASSIGNMENT); absent: create a request. */
  ticket?: TicketState;
  /** A new request offered first to this developer (hire again, docs/lifecycle.md#hire-again). */
  offerTo?: { id: string; name: string };
  /** After a successful save. For a new request the dialog itself shows the success dialog. */
  onSaved?: (result: { id: string; version: number; mode: 'created' | 'edited' }) => void;
  /**
   * An edit found the request deleted meanwhile: the dialog closes, and this says why where the
   * screen shows it.
   */
  onGone?: (text: string) => void;
}

/**
 * "New Request" / "Edit Request" (docs/screens.md#dialogs). It closes itself after a successful
 * save; a new request is then confirmed by the success dialog.
 */
export function RequestFormDialog({
  open,
  onOpenChange,
  ticket,
  offerTo,
  onSaved,
  onGone,
}: RequestFormDialogProps) {
  const { me } = useSession();
  // Held here, not in the form: the save outlives the form's closing, and the dialog refuses to
  // close while it runs, so its answer always reaches someone. A request deleted meanwhile
  // cannot be saved however often it is tried: the dialog closes and says so.
  const saving = useSaveRequest(ticket, gone, offerTo?.id);
  const [submitted, setSubmitted] = useState(false);
  // Where focus was when the form opened (the "New Request" button): the success dialog hands
  // it back there, since the form it replaced is gone by then.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const close = () => {
    // A reopened dialog starts without the last failure. A new request's draft is kept until it
    // is submitted or the form is closed (./request-draft.ts).
    saving.reset();
    if (!ticket) discardDraft(me.id);
    onOpenChange(false);
  };
  function gone() {
    close();
    onGone?.(REQUEST_GONE_TEXT);
  }
  const changeOpen = (next: boolean) => {
    if (next) onOpenChange(true);
    else if (!saving.pending) close();
  };

  const handleSaved = (result: SavedRequest) => {
    close();
    if (result.mode === 'created') setSubmitted(true);
    onSaved?.(result);
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={changeOpen}>
        <DialogContent
          className={styles.dialog}
          // A stray click beside a long form must not throw the typing away; Escape and Cancel
          // still close it.
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // The success dialog is open and holds focus; it returns it when it closes.
            if (submitted) event.preventDefault();
          }}
        >
          <DialogTitle>{ticket ? 'Edit Request' : 'New Request'}</DialogTitle>
          <DialogDescription>
            {ticket
              ? 'You can change your request until an Unblocker takes it.'
              : offerTo
                ? `Tell ${offerTo.name} where you are stuck. It is offered to them alone for ${OFFER_HOURS} hours; if they pass, every Unblocker who knows your stack may take it.`
                : 'Tell us where you are stuck. An Unblocker who knows your stack will plan the fix with you.'}
          </DialogDescription>
          {/* Mounted only while open, so each opening starts from the ticket as it is now. */}
          <RequestForm
            key={ticket?.id ?? 'new'}
            ticket={ticket}
            saving={saving}
            onSaved={handleSaved}
            draftOf={ticket ? undefined : me.id}
          />
        </DialogContent>
      </Dialog.Root>
      <SubmittedDialog
        open={submitted}
        onClose={() => setSubmitted(false)}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      />
    </>
  );
}
