import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { PersonCommandType } from '#shared/commands/command-declaration.ts';
import { ticketCommands, type TicketCommands } from '#shared/commands/ticket-commands.ts';
import { commandIcons } from './command-icons.ts';

// How the client shows a declared command (shared/commands/ticket-commands.ts): its button, its
// confirmation or words, its input and what follows, all read from the declaration, so a command
// that needs only a yes or the person's words needs no code of its own here.

// The declaration's parts, as declared (shared/commands/command-declaration.ts).
type Declaration = TicketCommands[PersonCommandType];
type CommandButton = NonNullable<Declaration['button']>;
type ConfirmStep = Extract<Declaration['step'], { kind: 'confirm' }>;
type WordsStep = Extract<Declaration['step'], { kind: 'words' }>;
type CommandOutcome = Declaration['then'];
/** What a command's procedure takes. */
export type CommandInput<T extends PersonCommandType> = z.input<TicketCommands[T]['input']>;

/** Every declared command, in declaration order (the order buttons sharing a place appear in). */
export const declaredCommands = Object.keys(ticketCommands) as PersonCommandType[];

export interface CommandButtonView extends CommandButton {
  Icon: LucideIcon;
}

/** The command's button as declared, with its icon drawn. */
export function buttonOf(type: PersonCommandType): CommandButtonView {
  const { button } = ticketCommands[type];
  // The screen places only commands that declare a button (command-view.test.ts checks it).
  if (!button) throw new Error(`${type} declares no button`);
  return { ...button, Icon: commandIcons[button.icon] };
}

export const hasButton = (type: PersonCommandType) => ticketCommands[type].button !== undefined;

/**
 * Commands whose yes cannot be taken back, confirmed with a red button though offered with a
 * quiet one: the person gives the request up, deletes work, or closes it for good
 * (docs/lifecycle.md#who-may-do-what).
 */
const destructive: ReadonlySet<PersonCommandType> = new Set<PersonCommandType>([
  'DeleteTicket',
  'AbandonTicket',
  'DeclareNoSolution',
  'RemoveMilestone',
]);

/** The variant of the button that gives the command in its dialog. */
export function confirmVariantOf(type: PersonCommandType): 'primary' | 'danger' {
  const danger = ticketCommands[type].button?.variant === 'danger' || destructive.has(type);
  return danger ? 'danger' : 'primary';
}

/** A declared text with `{title}` standing for the milestone's title. */
const withTitle = (text: string, title: string | undefined) =>
  title === undefined ? text : text.replaceAll('{title}', title);

/** What the person confirms or writes first, when the declaration says it (not a dialog of its own). */
type GenericStep = ConfirmStep | WordsStep;

function genericStepOf(type: PersonCommandType): GenericStep | undefined {
  const { step } = ticketCommands[type];
  return step.kind === 'own' ? undefined : step;
}

/** The declared confirmation of a command that needs only a yes (a list's dialog reads it too). */
export function confirmStepOf(type: PersonCommandType): ConfirmStep {
  const step = genericStepOf(type);
  if (step?.kind !== 'confirm') throw new Error(`${type} declares no confirmation`);
  return step;
}

export const outcomeOf = (type: PersonCommandType): CommandOutcome => ticketCommands[type].then;

/** The success notice the declaration gives, with the milestone's title in it. */
export function noticeOf(type: PersonCommandType, title?: string): string | undefined {
  const then = outcomeOf(type);
  return 'notice' in then ? withTitle(then.notice, title) : undefined;
}

/**
 * Everything a generic dialog shows of a command that needs only a yes or the person's words
 * (texts with `{title}` filled in, its button's icon and variant, its failure text, whether the
 * screen stays), read from its declaration; undefined for a command with a dialog of its own.
 */
export type GenericDialogView = (
  Omit<ConfirmStep, 'description'> | Omit<WordsStep, 'description'>
) & {
  description: string;
  Icon: LucideIcon | undefined;
  variant: 'primary' | 'danger';
  failure: string;
  stay: boolean;
};

export function genericDialogOf(
  type: PersonCommandType,
  milestoneTitle?: string,
): GenericDialogView | undefined {
  const step = genericStepOf(type);
  if (!step) return undefined;
  const { button, failure } = ticketCommands[type];
  return {
    ...step,
    description: withTitle(step.description, milestoneTitle),
    Icon: button && commandIcons[button.icon],
    variant: confirmVariantOf(type),
    failure,
    stay: staysAfter(type),
  };
}

/**
 * Whether the screen stays once the command is in: not when it navigates away, so the ticket is
 * not refetched for nothing (see `RunOptions.stay`).
 */
export const staysAfter = (type: PersonCommandType) => !('go' in outcomeOf(type));

/**
 * The input of a command given from its generic dialog: the ticket's version on screen, the
 * milestone it is on, and the person's words in the declared field.
 */
export function commandInput<T extends PersonCommandType>(
  type: T,
  ticket: { id: string; version: number },
  milestoneId?: string,
  words?: string,
): CommandInput<T> {
  const step = genericStepOf(type);
  return {
    ticketId: ticket.id,
    expectedVersion: ticket.version,
    ...(milestoneId === undefined ? {} : { milestoneId }),
    ...(step?.kind === 'words' && words !== undefined ? { [step.field]: words } : {}),
  } as CommandInput<T>;
}

/**
 * Commands with a dialog of their own on the plan screen (its own form, checkout or files):
 * client/routes/plan/plan-dialogs.tsx maps each to its component.
 */
export const planOwnDialogCommands = [
  'EditTicket',
  'AddMilestone',
  'ApprovePlan',
  'SubmitMilestone',
  'ApproveMilestone',
  'EditMilestone',
] as const satisfies readonly PersonCommandType[];
export type PlanOwnDialogCommand = (typeof planOwnDialogCommands)[number];

/** Commands with a dialog of their own elsewhere: rating has its own button and texts. */
export const ownDialogsElsewhere = ['RateTicket'] as const satisfies readonly PersonCommandType[];
