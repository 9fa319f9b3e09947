import { liveClient } from '../../tests/fixtures/live-client.ts';
import type { CallLog } from './call-log.ts';
import { classify } from './failures.ts';
import { RunOver, type SimulatedBrowser } from './simulated-browser.ts';

interface Card {
  id: string;
  status: string;
  version: number;
  developerId: string | null;
}

export interface ListHandlers {
  /** A card the server sent for a changed request (null: no longer theirs to see). */
  card: (ticketId: string, card: Card | null) => void;
  /** The lists refetched whole: after (re)connecting, or when the server may have missed changes. */
  refresh: () => Promise<void>;
}

/** Signals received by every socket of this process, for the report. */
export const liveCounts = { held: 0, signals: 0, inboxSignals: 0 };

/**
 * An open dashboard tab's WebSocket (client/features/tickets/use-ticket-lists.ts): subscribed to
 * tickets.onListsChanged for the whole run; each signal brings that request's card, and only one
 * that came without it makes the tab fetch it (tickets.card), as the app does, so changes cost the
 * server what they cost it with real tabs.
 * A socket the server drops while the run goes on counts as a server error. Resolves once the
 * subscription has started, with a function that closes it.
 */
export function holdListsSocket(
  browser: SimulatedBrowser,
  job: { address: string; cookieName: string },
  log: CallLog,
  handlers: ListHandlers,
): Promise<() => void> {
  const { client, close } = liveClient(job.address, browser.person.token, {
    cookieName: job.cookieName,
  });
  const started = performance.now();
  // A refetch runs beside the person's own actions: its end of the run or mistake is its own.
  const inBackground = (work: Promise<void>) =>
    void work.catch((error: unknown) => {
      if (!(error instanceof RunOver)) log.record('simulation', null, classify(error));
    });
  let closing = false;
  let connected = false;
  // One drop is one error, however many times the client then tries to reconnect.
  let dropped = false;
  // Every signed-in page's top bar holds the inbox feed on the same socket, for its unread
  // badge (client/features/discussions/use-inbox.ts): a signal carries the changed cards and
  // the total, so only a `refresh` makes it ask for the total again.
  const inbox = client.discussions.onInbox.subscribe(undefined, {
    onData: (signal) => {
      liveCounts.inboxSignals++;
      if (!('refresh' in signal)) return;
      void browser.call('discussions.unread (live)', (api) => api.discussions.unread.query());
    },
    onError: (error) => log.record('discussions.onInbox (socket)', null, classify(error)),
  });
  return new Promise((resolve) => {
    const subscription = client.tickets.onListsChanged.subscribe(undefined, {
      onStarted: () => {
        dropped = false;
        if (connected) {
          inBackground(handlers.refresh());
          return;
        }
        connected = true;
        liveCounts.held++;
        log.record('tickets.onListsChanged (subscribe)', performance.now() - started);
        resolve(() => {
          closing = true;
          subscription.unsubscribe();
          inbox.unsubscribe();
          void close();
        });
      },
      onConnectionStateChange: (state) => {
        if (closing || !connected || dropped || state.state !== 'connecting') return;
        dropped = true;
        log.record('tickets.onListsChanged (socket)', null, {
          kind: 'server',
          code: 'SOCKET_DROPPED',
          message: state.error?.message ?? 'the server closed the socket during the run',
        });
      },
      onError: (error) => {
        log.record('tickets.onListsChanged (socket)', null, classify(error));
        if (!connected) resolve(() => void close());
      },
      onData: (signal) => {
        liveCounts.signals++;
        if ('refresh' in signal) {
          inBackground(handlers.refresh());
          return;
        }
        if (signal.card !== undefined) {
          handlers.card(signal.ticketId, signal.card);
          return;
        }
        // Wrapped, so that a failed call (null) is not taken for "no longer theirs" (card null).
        void browser
          .call('tickets.card (live)', async (api) => ({
            card: await api.tickets.card.query({ ticketId: signal.ticketId }),
          }))
          .then((answer) => answer && handlers.card(signal.ticketId, answer.card));
      },
    });
  });
}
