/** The sign-in modal's three forms (docs/screens.md#sign-in-dialog). */
export type AuthMode = 'signin' | 'signup' | 'forgot-password';

/** What every form in the modal shares with the modal. */
export interface AuthFormProps {
  /** The email typed so far in any mode, so switching modes keeps it. */
  email: string;
  onEmailChange: (email: string) => void;
  onModeChange: (mode: AuthMode) => void;
  /**
   * Focus the first field on mount: set after a mode switch, whose button has just left the
   * page. On opening, Radix places focus itself (and must see where it came from).
   */
  autoFocus: boolean;
}
