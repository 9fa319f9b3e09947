import { useRef, useState } from 'react';
import { MESSAGE_REPORT_FAILED, MESSAGE_REPORTED } from '#shared/schemas/discussions.ts';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { trpc } from '../../trpc.ts';

export interface ReportNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Report a message to the moderators (docs/discussions.md, docs/forms.md#when-a-step-fails): asked
 * in a dialog first; the outcome is shown in the conversation, and a reported message is marked as
 * such at once.
 */
export function useReportMessage() {
  // Set in the click itself: the mutation's pending state disables the button only after a
  // render, and a double-click's second click comes before it. One report per confirmation.
  const sending = useRef(false);
  const report = trpc.discussions.report.useMutation({
    onSettled: () => {
      sending.current = false;
    },
  });
  const [target, setTarget] = useState<ChatMessage | null>(null);
  const [reportedIds, setReportedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<ReportNotice | null>(null);

  return {
    target,
    busy: report.isPending,
    error: report.isError ? MESSAGE_REPORT_FAILED : null,
    notice,
    dismissNotice: () => setNotice(null),
    isReported: (message: ChatMessage) => message.isReported || reportedIds.has(message.id),
    ask: (message: ChatMessage) => {
      report.reset();
      setNotice(null);
      setTarget(message);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (!target || sending.current) return;
      sending.current = true;
      report.mutate(
        { messageId: target.id },
        {
          onSuccess: () => {
            setReportedIds((ids) => new Set(ids).add(target.id));
            setTarget(null);
            setNotice({ tone: 'success', text: MESSAGE_REPORTED });
          },
        },
      );
    },
  };
}
