import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '../auth/use-me.ts';

/**
 * The signed-in user as the ticket rules see them. Categories are left out: they only decide
 * "Grab", which the plan screen does not offer (the server still checks every command).
 */
export function viewerActor(me: Me): Actor {
  return { id: me.id, role: me.role };
}
