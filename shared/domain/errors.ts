/**
 * Why the domain refuses a command, in its own words (docs/architecture.md): the domain knows
 * nothing of HTTP. The server maps each kind once to a transport error (server/trpc/errors.ts).
 */
export type DomainErrorKind =
  /** No such ticket (or deleted). */
  | 'not-found'
  /** The command is not possible on the ticket as it stands, or for this actor now. */
  | 'not-allowed'
  /** The command itself is malformed for the domain (e.g. a rejection without feedback). */
  | 'invalid'
  /** The thing to create exists already. */
  | 'exists'
  /** This kind of actor may never do this. */
  | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
