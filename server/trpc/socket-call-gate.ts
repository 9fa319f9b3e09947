import { TRPCError } from '@trpc/server';

/** What the gate needs of a connection: ws's flow control, or a TCP socket's. */
export interface PausableSocket {
  pause(): void;
  resume(): void;
}

/**
 * One connection's calls taking turns (ADR 0027), a WebSocket's or a keep-alive HTTP
 * connection's. tRPC's WebSocket handler runs every call of every message as soon as it arrives,
 * and Node runs the requests a client sends on one connection without waiting for the answers
 * (pipelined) side by side, so one connection could keep thousands of statements in flight while
 * other clients' calls queue behind them. Here at most `limit` of a connection's calls run at once
 * (a subscription only while it starts); the others wait, in order. Once `limit` calls wait, the
 * gate stops reading the connection (`pause`) until fewer do: further messages wait in the
 * network buffers, and the sender's writes back up, instead of each costing the server a refusal.
 * The web app opens a few subscriptions at a time, sends one request at a time per connection,
 * and never waits.
 */
export class SocketCallGate {
  private running = 0;
  private readonly waiting: { go: () => void; drop: (error: TRPCError) => void }[] = [];
  private paused = false;
  private closed = false;

  constructor(
    private readonly limit: number,
    private readonly socket: PausableSocket,
  ) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.closed) throw connectionClosed();
    if (this.running < this.limit) {
      this.running += 1;
    } else {
      // The call that ends hands its place over: `running` already counts this one then.
      const turn = new Promise<void>((go, drop) => this.waiting.push({ go, drop }));
      if (this.waiting.length >= this.limit && !this.paused) {
        this.paused = true;
        this.socket.pause();
      }
      await turn;
    }
    try {
      return await call();
    } finally {
      this.next();
    }
  }

  /** The connection is gone: calls still waiting are dropped (no one would read their answers). */
  close() {
    this.closed = true;
    for (const { drop } of this.waiting.splice(0)) drop(connectionClosed());
  }

  private next() {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.running -= 1;
    if (this.paused && this.waiting.length < this.limit && !this.closed) {
      this.paused = false;
      this.socket.resume();
    }
  }
}

const connectionClosed = () =>
  new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: 'The connection was closed.' });
