import {
  Ban,
  Check,
  Hand,
  LifeBuoy,
  LogOut,
  MessageSquareReply,
  Pencil,
  Play,
  Plus,
  Send,
  ShieldCheck,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { PersonCommandType } from '#shared/commands/command-declaration.ts';
import type { TicketCommands } from '#shared/commands/ticket-commands.ts';

/** Every icon name a command's button may declare. */
type CommandIcon = NonNullable<TicketCommands[PersonCommandType]['button']>['icon'];

/**
 * The icon each command button may name (shared/commands/command-declaration.ts): a new name fails
 * to compile here until it has one.
 */
export const commandIcons = {
  hand: Hand,
  'log-out': LogOut,
  ban: Ban,
  'life-buoy': LifeBuoy,
  play: Play,
  send: Send,
  check: Check,
  undo: Undo2,
  pencil: Pencil,
  trash: Trash2,
  plus: Plus,
  'message-reply': MessageSquareReply,
  'shield-check': ShieldCheck,
} satisfies Record<CommandIcon, LucideIcon>;
