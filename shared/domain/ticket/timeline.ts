import { formatCents } from '../money.ts';
import { ticketCommands, type TicketCommands } from '../../commands/ticket-commands.ts';
import { caseOutcome } from './case-outcome.ts';
import type { TicketEvent } from './events.ts';
import { PlanAtTheTime, readRows, type HistoryRow } from './history-rows.ts';
import { PLATFORM, type Said, type Sentences, type TimelineActor } from './timeline-words.ts';

// The request timeline: a request's history in plain words, from its events. Nothing
// here is stored: each sentence is read from the event and the plan as it stood at that moment.

export interface TimelineEntry {
  /** Unique in the timeline: one event may say two things (an approval, the money it releases). */
  key: string;
  version: number;
  occurredAt: Date;
  actor: TimelineActor;
  /** What happened, said of the actor: "Approved the plan". */
  text: string;
  /** Listed under it: the plan's milestones, the files handed over. */
  items: string[];
  /** What the person wrote with it (feedback, a note, a reason), verbatim; null when nothing. */
  words: string | null;
}

/** The request's history, oldest first, in plain words with who and when. */
export function timelineEntries(rows: readonly HistoryRow[]): TimelineEntry[] {
  const plan = new PlanAtTheTime();
  return readRows(rows).flatMap(({ row, event }) => {
    const said: Said[] = row.sealed
      ? [sealedRating]
      : event
        ? sentences(event, plan)
        : [unreadable(row.type)];
    if (event) plan.apply(event);
    return said.map((sentence, index) => ({
      key: `${row.version}-${index}`,
      version: row.version,
      occurredAt: row.occurredAt,
      actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
      items: [],
      words: null,
      ...sentence,
    }));
  });
}

/** A rating of the reader that the fair-reviews rule keeps sealed: that it was left, not what. */
const sealedRating: Said = {
  text: 'Rated you: you will see it once you rate too, or 14 days after the request was completed',
};

const unreadable = (type: string): Said => ({
  text: `A step (${type}) whose record could not be read`,
});

type Union<T> = (T extends unknown ? (part: T) => void : never) extends (part: infer I) => void
  ? I
  : never;
/** The sentences declared with the commands: each event told by the command that records it. */
type Declared = Union<TicketCommands[keyof TicketCommands]['tells']>;
const declared = Object.assign(
  {},
  ...Object.values(ticketCommands).map((declaration) => declaration.tells),
) as Declared;

/** Every event's sentences: those of people's commands, and the others' here. */
const told: Sentences = {
  ...declared,
  TicketCreated: () => [{ text: 'Created the request' }],
  MilestoneFunded: (data, plan) => [
    {
      text: `Received ${formatCents(data.amountCents)} for ${plan.title(data.milestoneId)}, held in escrow until its work is approved`,
    },
  ],
  // Where a decision leads is said by the decision; only the end of the work is news.
  TicketStatusChanged: (data) =>
    data.to === 'CUSTOMER_APPROVED'
      ? [{ text: 'Every milestone is approved: the request is complete' }]
      : [],
  MessageReported: () => [{ text: 'Reported a message to the moderators' }],
  MilestoneRefunded: (data, plan) => {
    const paid = plan.paidCents(data.milestoneId);
    const amount = paid === undefined ? '' : `${formatCents(paid)} for `;
    return [
      {
        text: `Refunded ${amount}${plan.title(data.milestoneId)} to the customer`,
        actor: PLATFORM,
      },
    ];
  },
  CaseResolved: (data, plan) => [
    {
      text: `Resolved the case: ${caseOutcome(data, (id) => plan.title(id))}`,
      words: data.note || null,
    },
  ],
};

/** The sentences one event says, given the plan as it stood just before it. */
function sentences(event: TicketEvent, plan: PlanAtTheTime): Said[] {
  return (told[event.type] as (data: TicketEvent['data'], plan: PlanAtTheTime) => Said[])(
    event.data,
    plan,
  );
}
