import { useState } from 'react';
import { CircleDollarSign, HandCoins, Undo2 } from 'lucide-react';
import type { CaseOutcome } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { CaseDetail } from '#shared/schemas/moderation.ts';
import { Button } from '../../components/button.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { dismissesReports, outcomeWords } from './case-outcomes.ts';
import { ResolveCaseDialog } from './resolve-case-dialog.tsx';
import * as caseStyles from './case.css.ts';
import * as styles from './case-decision.css.ts';

const outcomeIcon = { resume: Undo2, refund: HandCoins, release: CircleDollarSign } as const;

export interface CaseDecisionProps {
  detail: CaseDetail;
  ticket: TicketState;
  moderatorId: string;
  /** A dialog is opening: the last notice is about something else. */
  onOpen: () => void;
  onResolved: (notice: string) => void;
}

/**
 * The outcomes open to the moderator (the server's list), each with what it means; choosing one
 * asks for the reason in a dialog. Once the case is resolved (here or elsewhere) none is left,
 * but an open dialog stays to say so.
 */
export function CaseDecision({
  detail,
  ticket,
  moderatorId,
  onOpen,
  onResolved,
}: CaseDecisionProps) {
  const [choosing, setChoosing] = useState<CaseOutcome | null>(null);
  const moderation = detail.case;
  const dismisses = moderation ? dismissesReports(moderation) : false;
  const offered = moderation?.open ? detail.outcomes : [];

  return (
    <>
      {offered.length > 0 && (
        <PageSection title="Your decision">
          <div className={caseStyles.panel}>
            <p className={caseStyles.muted}>
              Each outcome asks for your reason: both parties read it in the conversation and in
              their email.
            </p>
            <ul className={styles.outcomes}>
              {offered.map((outcome) => {
                const words = outcomeWords(outcome, dismisses);
                const Icon = outcomeIcon[outcome];
                return (
                  <li key={outcome} className={styles.outcome}>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        onOpen();
                        setChoosing(outcome);
                      }}
                    >
                      <Icon size={16} aria-hidden="true" />
                      {words.button}
                    </Button>
                    <p className={styles.summary}>{words.summary}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </PageSection>
      )}
      {choosing && (
        <ResolveCaseDialog
          detail={detail}
          ticket={ticket}
          outcome={choosing}
          dismisses={dismisses}
          moderatorId={moderatorId}
          onClose={() => setChoosing(null)}
          onResolved={(notice) => {
            setChoosing(null);
            onResolved(notice);
          }}
        />
      )}
    </>
  );
}
