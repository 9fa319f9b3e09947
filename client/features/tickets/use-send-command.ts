import {
  procedureOf,
  type PersonCommandType,
  type ProcedureOf,
} from '#shared/commands/command-declaration.ts';
import { trpc } from '../../trpc.ts';
import type { CommandInput } from './command-view.ts';

interface Procedure<T extends PersonCommandType> {
  mutate: (input: CommandInput<T>) => Promise<unknown>;
}

/** Every declared command's procedure, named after it, taking the declared input. */
type CommandProcedures = { [T in PersonCommandType as ProcedureOf<T>]: Procedure<T> };

/**
 * Sends a declared command through its procedure (`tickets.<procedureOf(type)>`), by its name:
 * the generic dialogs need no mutation hook per command.
 */
export function useSendCommand() {
  // Checked here: the router has a procedure for each declared command, taking its input.
  const procedures: CommandProcedures = trpc.useUtils().client.tickets;
  return <T extends PersonCommandType>(type: T, input: CommandInput<T>) =>
    // Indexed by a name computed from `type`, the procedure is the one of `T`.
    (procedures[procedureOf(type)] as unknown as Procedure<T>).mutate(input);
}
