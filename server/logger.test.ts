import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { createLogger, redactUrl, redactUrlsInText } from './logger.ts';

const token = 'abcdefghijklmnopqrstuvwxyz234567';

function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), destination);
  return { logger, text: () => lines.join('') };
}

describe('redactUrl', () => {
  it('drops the query string of tRPC calls, however the path is spelt', () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { token } } }));
    for (const path of ['/api/trpc/auth.checkResetToken', '/api/%74rpc/a,b', '//api/TRPC/x']) {
      expect(redactUrl(`${path}?batch=1&input=${input}`)).toBe(path);
    }
    expect(redactUrl(`http://localhost:3000/api/trpc/x?input=${input}`)).toBe(
      'http://localhost:3000/api/trpc/x',
    );
  });

  it('replaces the value of every parameter named like a secret, on any URL', () => {
    expect(
      redactUrl(`/reset-password?token=${token}&page=2&Reset_Token=x&api_key=k&%74oken=t`),
    ).toBe(
      '/reset-password?token=[REDACTED]&page=2&Reset_Token=[REDACTED]&api_key=[REDACTED]&%74oken=[REDACTED]',
    );
    for (const name of ['code', 'inviteCode', 'password', 'secret', 'X-Amz-Signature', 'sig']) {
      expect(redactUrl(`/x?${name}=${token}`)).toBe(`/x?${name}=[REDACTED]`);
    }
    expect(redactUrl('/healthz?verbose=1&q=a+b')).toBe('/healthz?verbose=1&q=a+b');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('hides a fragment, where emailed links carry their tokens', () => {
    expect(redactUrl(`https://unblock.dev/reset-password#token=${token}`)).toBe(
      'https://unblock.dev/reset-password#[REDACTED]',
    );
  });

  it('redacts URLs inside free text and leaves other words alone', () => {
    expect(redactUrlsInText(`Route GET:/x?token=${token} not found, see #12`)).toBe(
      'Route GET:/x?token=[REDACTED] not found, see #12',
    );
  });
});

describe('the server logger', () => {
  it("writes requests' URLs, messages and errors without the secrets in them", () => {
    const { logger, text } = memoryLogger();
    logger.info(
      { req: { method: 'GET', url: `/reset-password?token=${token}`, ip: '10.0.0.1' } },
      'incoming request',
    );
    logger.info({ req: { method: 'GET', url: `/api/trpc/auth.me?input=${token}` } }, 'in');
    logger.warn({ url: `/api/trpc/auth.signUp?code=${token}` }, 'refused');
    logger.info(`Route GET:/healthz?key=${token} not found`);
    logger.error({ err: new Error(`failed on /x?secret=${token}`) }, 'request failed');

    const logged = text();
    expect(logged).not.toContain(token);
    expect(logged).toContain('"url":"/reset-password?token=[REDACTED]"');
    expect(logged).toContain('"url":"/api/trpc/auth.me"');
    expect(logged).toContain('"remoteAddress":"10.0.0.1"');
    expect(logged).toContain('Route GET:/healthz?key=[REDACTED] not found');
  });

  it('logs a thrown value that is not an Error instead of failing on it', () => {
    const { logger, text } = memoryLogger();
    logger.error({ err: { code: 'CONNECTION_CLOSED' } }, 'stopped');
    logger.error({ err: 'plain text' }, 'stopped too');
    expect(text()).toContain('"code":"CONNECTION_CLOSED"');
    expect(text()).toContain('plain text');
  });
});
