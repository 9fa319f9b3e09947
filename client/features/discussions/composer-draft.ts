import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXT_REQUIRED,
  MESSAGE_TOO_LONG,
} from '#shared/schemas/discussions.ts';

export interface Draft {
  text: string;
  /** Uploaded files: key → name. */
  files: Record<string, string>;
}

/**
 * Why the draft cannot be sent, in the words the server would use (docs/forms.md#messages), or
 * null. Text or at least one file is needed; the text is sent trimmed.
 */
export function draftProblem(draft: Draft): string | null {
  const text = draft.text.trim();
  if (text.length === 0 && Object.keys(draft.files).length === 0) return MESSAGE_TEXT_REQUIRED;
  if (text.length > MESSAGE_MAX_LENGTH) return MESSAGE_TOO_LONG;
  return null;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes a character) is a new line. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** The typing signal goes out at most this often while the person types. */
const TYPING_SIGNAL_INTERVAL_MS = 3_000;
/** How long "… is typing" shows after the other party's last signal. */
export const TYPING_SHOWN_MS = 4_000;

export function shouldSignalTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_SIGNAL_INTERVAL_MS;
}
