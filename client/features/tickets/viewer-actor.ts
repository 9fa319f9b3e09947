import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '../auth/use-me.ts';

/**
 * The signed-in user as the ticket rules see them, without their categories: those only decide
 * "Grab", and the screens that offer it add them (plan screen: use-plan-viewer.ts).
 */
export function viewerActor(me: Me): Actor {
  return { id: me.id, role: me.role };
}
