import { useId, useLayoutEffect, useRef, useState } from 'react';
import { CircleAlert, LoaderCircle, Paperclip, SendHorizontal } from 'lucide-react';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { Button } from '../../components/button.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { draftProblem, isSendKey, type Draft } from '../../features/discussions/composer-draft.ts';
import type { ThreadRef } from '../../features/discussions/thread-routes.ts';
import { useSendMessage } from '../../features/discussions/use-send-message.ts';
import { useTypingSignal } from '../../features/discussions/use-typing-signal.ts';
import { FileUploader } from '../../features/uploads/file-uploader.tsx';
import { UnuploadedFilesConfirm } from '../../features/uploads/unuploaded-files-confirm.tsx';
import { useUnuploadedFilesGuard } from '../../features/uploads/use-unuploaded-files-guard.ts';
import { spinner } from '../../styles/spinner.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './composer.css.ts';

export interface ComposerProps {
  threadRef: ThreadRef;
  /** The message as the server stored it, to show at once. */
  onSent: (message: ChatMessage) => void;
}

/**
 * Writing a message (docs/forms.md#messages): Enter sends, Shift+Enter starts a new line. Files are
 * uploaded first with the upload widget and go with the message; a message may be files only.
 * What the server refuses stays on screen above the field until the next try.
 */
export function Composer({ threadRef, onSent }: ComposerProps) {
  const fieldId = useId();
  const problemId = useId();
  const panelId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Record<string, string>>({});
  const [attaching, setAttaching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sender = useSendMessage(threadRef, onSent);
  const signalTyping = useTypingSignal(threadRef);
  const attachedCount = Object.keys(files).length;

  const send = (draft: Draft) =>
    sender.send(draft, {
      onSuccess: () => {
        setText('');
        setFiles({});
        setAttaching(false);
        textareaRef.current?.focus();
      },
    });
  // Files chosen but never uploaded would silently not go: asked first (docs/forms.md#uploads).
  const guard = useUnuploadedFilesGuard(send);

  const submit = () => {
    if (sender.sending) return;
    const draft = { text, files };
    const found = draftProblem(draft);
    setProblem(found);
    if (found) {
      textareaRef.current?.focus();
      return;
    }
    sender.clearError();
    void guard.submit(draft);
  };

  // The field grows with its text (up to its max height, then scrolls).
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    // Empty, it is one line high: a placeholder that wraps on a phone must not make it taller.
    textarea.style.height = '';
    if (text === '') return;
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight + 2}px`;
  }, [text]);

  return (
    <>
      <form
        className={styles.composer}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {sender.error && <FormAlert tone="error">{sender.error}</FormAlert>}
        <div id={panelId} hidden={!attaching} className={styles.attachPanel}>
          <FileUploader
            label="Attachments"
            value={files}
            onChange={(next) => {
              setFiles(next);
              setProblem(null);
            }}
            onPendingChange={guard.onPendingChange}
            disabled={sender.sending}
          />
        </div>
        <div className={styles.row}>
          <IconButton
            label={attachedCount > 0 ? `Attach files (${attachedCount} attached)` : 'Attach files'}
            icon={
              <>
                <Paperclip size={20} aria-hidden="true" />
                {attachedCount > 0 && (
                  <span className={styles.attachCount} aria-hidden="true">
                    {attachedCount}
                  </span>
                )}
              </>
            }
            className={styles.attach}
            aria-expanded={attaching}
            aria-controls={panelId}
            onClick={() => setAttaching((open) => !open)}
          />
          <div className={styles.field}>
            <label htmlFor={fieldId} className={visuallyHidden}>
              Message
            </label>
            <textarea
              id={fieldId}
              ref={textareaRef}
              rows={1}
              value={text}
              placeholder="Write a message…"
              className={styles.textarea}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (problem) setProblem(null);
                if (event.target.value.trim() !== '') signalTyping();
              }}
              onKeyDown={(event) => {
                const { key, shiftKey } = event;
                if (!isSendKey({ key, shiftKey, isComposing: event.nativeEvent.isComposing })) {
                  return;
                }
                event.preventDefault();
                submit();
              }}
            />
          </div>
          <Button
            type="submit"
            className={styles.send}
            disabled={sender.sending}
            aria-busy={sender.sending || undefined}
          >
            {sender.sending ? (
              <LoaderCircle size={16} aria-hidden="true" className={spinner} />
            ) : (
              <SendHorizontal size={16} aria-hidden="true" />
            )}
            <span className={styles.sendLabel}>Send</span>
          </Button>
        </div>
        {problem && (
          <p id={problemId} className={styles.problem}>
            <CircleAlert size={16} aria-hidden="true" className={styles.problemIcon} />
            {problem}
          </p>
        )}
        <p className={styles.hint}>Enter to send, Shift+Enter for a new line.</p>
      </form>
      <UnuploadedFilesConfirm {...guard.prompt} confirmLabel="Send Anyway" cancelLabel="Go Back" />
    </>
  );
}
