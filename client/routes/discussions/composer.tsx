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
import { spinner } from '../../styles/spinner.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './composer.css.ts';

export interface ComposerProps {
  threadRef: ThreadRef;
  /** The message as the server stored it, to show at once. */
  onSent: (message: ChatMessage) => void;
}

/** Said when a chosen file failed and would not go with the message. */
const FAILED_FILE_TEXT = 'A file did not upload. Retry it or remove it, then send again.';

/**
 * Writing a message (docs/forms.md#messages): Enter sends, Shift+Enter starts a new line. Chosen
 * files upload at once and go with the message; a message may be files only. Sent while files
 * still upload, the message waits for them, and says so; a failed file stops it with a word, so no
 * file is ever dropped silently (docs/discussions.md#the-screen). What the server refuses stays on
 * screen above the field until the next try.
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
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Send was pressed while files were uploading: it goes once they are in.
  const [waiting, setWaiting] = useState(false);
  const sender = useSendMessage(threadRef, onSent);
  const signalTyping = useTypingSignal(threadRef);
  const attachedCount = Object.keys(files).length;

  const send = (draft: Draft) =>
    sender.send(draft, {
      onSuccess: () => {
        setText('');
        attach({});
        setAttaching(false);
        textareaRef.current?.focus();
      },
    });
  // What the uploader attached, read when a held message goes (in the same turn as the last
  // upload, before a render could bring it).
  const filesRef = useRef(files);
  const attach = (next: Record<string, string>) => {
    filesRef.current = next;
    setFiles(next);
  };

  const sendNow = () => {
    setWaiting(false);
    const draft = { text, files: filesRef.current };
    const found = draftProblem(draft);
    setProblem(found);
    if (found) {
      textareaRef.current?.focus();
      return;
    }
    sender.clearError();
    send(draft);
  };

  const submit = () => {
    if (sender.sending) return;
    if (failed) {
      setWaiting(false);
      setProblem(FAILED_FILE_TEXT);
      setAttaching(true);
      return;
    }
    // Files still uploading: the message goes once they are in (or stops if one fails).
    if (uploading) {
      setProblem(null);
      setWaiting(true);
      return;
    }
    sendNow();
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
              attach(next);
              setProblem(null);
            }}
            onPendingChange={(pending) => {
              setUploading(pending);
              if (!pending && waiting) sendNow();
            }}
            onFailedChange={(next) => {
              setFailed(next);
              if (next && waiting) {
                setWaiting(false);
                setProblem(FAILED_FILE_TEXT);
              }
            }}
            disabled={sender.sending}
            compact
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
            disabled={sender.sending || waiting}
            aria-busy={sender.sending || waiting || undefined}
          >
            {sender.sending || waiting ? (
              <LoaderCircle size={16} aria-hidden="true" className={spinner} />
            ) : (
              <SendHorizontal size={16} aria-hidden="true" />
            )}
            <span className={styles.sendLabel}>Send</span>
          </Button>
        </div>
        {waiting && (
          <p role="status" className={styles.waiting}>
            Sending once your files finish uploading…
          </p>
        )}
        {problem && (
          <p id={problemId} className={styles.problem}>
            <CircleAlert size={16} aria-hidden="true" className={styles.problemIcon} />
            {problem}
          </p>
        )}
        <p className={styles.hint}>Enter to send, Shift+Enter for a new line.</p>
      </form>
    </>
  );
}
