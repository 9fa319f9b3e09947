import { SMTPServer } from 'smtp-server';
import { findFreePort } from '#server/db/free-port.ts';
import type { ReceivedMail } from '../fixtures/smtp-sink.ts';

/**
 * The cluster's mail server: a real SMTP server on loopback that keeps what it receives, as
 * tests/fixtures/smtp-sink.ts, and that outlives its clients being killed. The instances keep
 * pooled SMTP connections open (docs/operations.md#faults); a `kill -9` resets them, and an
 * SMTPServer with no 'error' listener ends the whole process on that reset. A real relay notes it
 * and goes on serving the others; so does this one.
 */
export async function startClusterSmtpSink() {
  const received: ReceivedMail[] = [];
  const resets: Error[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.on('error', (error: Error) => resets.push(error));
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connections that ended in an error (a client killed mid-conversation). */
    resets,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
