import type { z } from 'zod';
import type { TicketCommand, TicketCommandType } from '../domain/ticket/commands.ts';
import type { Sentences } from '../domain/ticket/timeline-words.ts';

// What a person's command on a request is, declared once (docs/lifecycle.md#commands): the
// router makes its procedure from it, the plan screen its button and dialog. Who may give it and
// when is the ticket machine's to say (shared/domain/ticket/ticket.machine.ts); what it changes,
// the decider's (shared/domain/ticket/decide.ts).

/** Commands nobody gives from the plan screen: the system's, and those with screens of their own. */
type OtherCommand =
  | 'CreateTicket'
  | 'FundMilestone'
  | 'AutoApproveMilestone'
  | 'EndOffer'
  | 'ReportMessage'
  | 'ResolveCase';

/** A command a person gives on a request they can see, through `tickets.<procedure>`. */
export type PersonCommandType = Exclude<TicketCommandType, OtherCommand>;
export type PersonCommand<T extends PersonCommandType = PersonCommandType> = Extract<
  TicketCommand,
  { type: T }
>;

/** The procedure of a command: its name with a lower-case first letter (`OpenDispute`: `openDispute`). */
export type ProcedureOf<T extends PersonCommandType> = Uncapitalize<T>;
export const procedureOf = <T extends PersonCommandType>(type: T) =>
  (type.charAt(0).toLowerCase() + type.slice(1)) as ProcedureOf<T>;

/** Icons a command's button may show (the client draws each; client/features/tickets/command-icons.ts). */
type CommandIcon =
  | 'hand'
  | 'log-out'
  | 'ban'
  | 'life-buoy'
  | 'play'
  | 'send'
  | 'check'
  | 'undo'
  | 'pencil'
  | 'trash'
  | 'plus'
  | 'message-reply'
  | 'shield-check';

type CommandVariant = 'primary' | 'secondary' | 'danger';

/** The button that offers a command, where the plan screen shows it. */
interface CommandButton {
  label: string;
  icon: CommandIcon;
  variant: CommandVariant;
}

/** A yes before the command runs: the product's confirm text as `description` where it has one. */
interface ConfirmStep {
  kind: 'confirm';
  title: string;
  description: string;
  /** Said under the description: what follows. */
  note?: string;
  confirmLabel: string;
}

/** The person's words before the command runs, required (feedback, a reason). */
interface WordsStep {
  kind: 'words';
  /** The input field the words go in. */
  field: 'feedback' | 'reason';
  title: string;
  description: string;
  label: string;
  hint?: string;
  /** What to say when the words are left empty (docs/forms.md). */
  requiredMessage: string;
  submitLabel: string;
}

/** A dialog of its own (a form, a checkout, files): the client names the component. */
interface OwnStep {
  kind: 'own';
}

/** Where the person is once the command is in. */
type CommandOutcome =
  /** A notice on the plan; `{title}` stands for the milestone's title. */
  | { notice: string }
  /** Back to their dashboard. */
  | { go: 'dashboard' }
  /** On to the request's discussion, where the words were posted. */
  | { go: 'discussion' }
  /** The command's own dialog says what follows. */
  | { own: true };

/** Files a command's input names, checked by the server before the command decides. */
export type AttachFiles = (
  files: Record<string, string> | undefined,
) => Promise<Record<string, string>>;

/** How the request timeline tells the events a command records (each event told by one command). */
export type Told = Partial<Sentences>;

export interface CommandDeclaration<
  T extends PersonCommandType,
  Input extends z.ZodType,
  Tells extends Told,
> {
  /** The procedure's input, checked at the boundary. */
  input: Input;
  /** The domain command from the checked input. */
  command: (
    input: z.output<Input>,
    attach: AttachFiles,
  ) => PersonCommand<T> | Promise<PersonCommand<T>>;
  /** Its button (none: the screen offers it in its own place, e.g. the plan review). */
  button?: CommandButton;
  /** What the person confirms or writes first. */
  step: ConfirmStep | WordsStep | OwnStep;
  /** The failure text when the server gives none of its own (docs/forms.md#when-a-step-fails). */
  failure: string;
  then: CommandOutcome;
  /** The timeline's sentence for each event it records ([] where the event is not news). */
  tells: Tells;
}

/**
 * Declares a command: its input's type flows into the command it builds, which must be the
 * declared one.
 */
export const declareCommand = <
  T extends PersonCommandType,
  Input extends z.ZodType,
  Tells extends Told,
>(
  type: T,
  declaration: CommandDeclaration<T, Input, Tells>,
) => ({ type, ...declaration });
