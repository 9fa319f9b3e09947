import type { z } from 'zod';
import {
  procedureOf,
  type AttachFiles,
  type PersonCommand,
  type PersonCommandType,
  type ProcedureOf,
} from '#shared/commands/command-declaration.ts';
import { ticketCommands, type TicketCommands } from '#shared/commands/ticket-commands.ts';
import { attachableFiles } from '../files/file-access.ts';
import { runTicketCommand } from './run-command.ts';
import { ticketProcedure, type TicketContext } from './ticket-procedure.ts';

/**
 * Files a command names: only the sender's own uploads, or ones the ticket already holds, are
 * attached (checked before the command decides).
 */
export const attachFor =
  (ctx: TicketContext, ticketId: string): AttachFiles =>
  async (files) =>
    (await attachableFiles(ctx.db, ctx.viewer, files, ticketId)) ?? {};

/** Commands run as their declaration says; Approve Plan opens a checkout too (./approve-plan.ts). */
type PlainCommandType = Exclude<PersonCommandType, 'ApprovePlan'>;

/** A command's procedure: its declared input, then the command it builds, run on the ticket. */
function commandProcedure<T extends PlainCommandType>(type: T) {
  const declaration = ticketCommands[type];
  type Input = z.output<TicketCommands[T]['input']> & { ticketId: string; expectedVersion: number };
  // Each declaration builds its own command from its own input (checked where it is declared);
  // here they are only looked up by name.
  const build = declaration.command as (
    input: Input,
    attach: AttachFiles,
  ) => PersonCommand | Promise<PersonCommand>;
  return ticketProcedure
    .input(declaration.input as TicketCommands[T]['input'])
    .mutation(async ({ ctx, input }) => {
      const checked = input as Input;
      return runTicketCommand(ctx, ctx.viewer, {
        ticketId: checked.ticketId,
        expectedVersion: checked.expectedVersion,
        command: await build(checked, attachFor(ctx, checked.ticketId)),
      });
    });
}

/** The procedure of every declared command but Approve Plan, named after it (`openDispute`). */
export const commandProcedures = Object.fromEntries(
  (Object.keys(ticketCommands) as PersonCommandType[])
    .filter((type): type is PlainCommandType => type !== 'ApprovePlan')
    .map((type) => [procedureOf(type), commandProcedure(type)]),
) as { [T in PlainCommandType as ProcedureOf<T>]: ReturnType<typeof commandProcedure<T>> };
