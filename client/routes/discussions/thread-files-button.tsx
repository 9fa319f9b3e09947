import { useEffect, useMemo, useRef } from 'react';
import { RelatedFilesButton } from '../../features/files/related-files-dialog.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { viewerActor } from '../../features/tickets/viewer-actor.ts';
import { trpc } from '../../trpc.ts';

export interface ThreadFilesButtonProps {
  ticketId: string;
  /** Changes when messages bring files, which join the request's files: fetched again then. */
  filesVersion: number;
}

/**
 * "Show Files" (docs/discussions.md#the-screen): the Related Files dialog of the plan screen, which
 * needs the request itself. Nothing shows until it has loaded.
 */
export function ThreadFilesButton({ ticketId, filesVersion }: ThreadFilesButtonProps) {
  const { me } = useSession();
  const utils = trpc.useUtils();
  const ticket = trpc.tickets.get.useQuery({ ticketId });
  const viewer = useMemo(() => viewerActor(me), [me]);

  const fetchedFor = useRef(filesVersion);
  useEffect(() => {
    if (filesVersion === fetchedFor.current) return;
    fetchedFor.current = filesVersion;
    void utils.tickets.get.invalidate({ ticketId });
  }, [filesVersion, ticketId, utils]);

  if (!ticket.data) return null;
  return <RelatedFilesButton ticket={ticket.data} viewer={viewer} />;
}
