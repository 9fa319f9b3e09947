import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env.ts';

/*
 * What the logs may say about a URL. Secrets must never travel in URLs (emailed tokens ride in the
 * fragment, token checks are POSTs); this is the second line, so that whoever reads the logs finds
 * no live token even if a client or a future route puts one in a URL.
 */

const REDACTED = '[REDACTED]';

// Names that may carry a secret: token, resetToken, code, api_key, password, X-Amz-Signature, sig,
// session_id… Over-redacting a harmless one costs nothing.
const SECRET_NAME =
  /token|code|key|secret|passw|pwd|signature|auth|session|credential|jwt|nonce|^(sig|otp|pin|hash)$/i;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Judged decoded (`%74oken` is `token`), case-insensitively. */
function isSecretName(name: string): boolean {
  return SECRET_NAME.test(safeDecode(name.replaceAll('+', ' ')));
}

// tRPC GET calls carry every input in `?input=`: user data, not something to keep in logs.
// Decoded and case-folded, so `/api/%74rpc` or `//api/trpc` count too.
function isTrpcPath(path: string): boolean {
  const pathname = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return /^\/+api\/+trpc(\/|$)/i.test(safeDecode(pathname));
}

/** `a=1&token=x` → `a=1&token=[REDACTED]`; names are kept as sent. */
function redactParameters(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return isSecretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The URL as logs may show it: a tRPC call's query string dropped, the value of every parameter
 * named like a secret replaced, and a fragment (browsers never send one, but a logged link may
 * carry it) hidden.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : `#${REDACTED}`;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return beforeHash + fragment;
  const path = beforeHash.slice(0, queryAt);
  if (isTrpcPath(path)) return path + fragment;
  return `${path}?${redactParameters(beforeHash.slice(queryAt + 1))}${fragment}`;
}

// A URL with parameters inside free text, e.g. Fastify's "Route GET:/x?token=… not found".
const URL_IN_TEXT = /\S*[?#]\S*=\S*/g;

/** Every URL-with-parameters word of a text redacted as by redactUrl; other words stay. */
export function redactUrlsInText(text: string): string {
  return text.includes('=') ? text.replace(URL_IN_TEXT, redactUrl) : text;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer (same fields), with the URL redacted. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  // Not every thrown thing is an Error: a value without a message or stack is logged as it is.
  if (typeof serialized?.message === 'string') {
    serialized.message = redactUrlsInText(serialized.message);
  }
  if (typeof serialized?.stack === 'string') serialized.stack = redactUrlsInText(serialized.stack);
  return serialized;
}

/** Pino options every logger of the server uses; exported for the serializer's tests. */
const redactingOptions = {
  redact: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie'],
  // Fastify merges its serializers under the logger's own, so these win for `req` and `err`.
  serializers: {
    req: serializeRequest,
    err: serializeError,
    url: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
  },
  hooks: {
    logMethod(this: Logger, args: Parameters<Logger['info']>, method: (...a: unknown[]) => void) {
      method.apply(
        this,
        args.map((arg: unknown) => (typeof arg === 'string' ? redactUrlsInText(arg) : arg)),
      );
    },
  },
} satisfies pino.LoggerOptions;

/** The server's logger; `destination` lets tests read what it writes. */
export function createLogger(env: Env, destination?: DestinationStream): Logger {
  const pretty = env.nodeEnv === 'development' && process.stdout.isTTY && !destination;
  const options: pino.LoggerOptions = {
    level: env.logLevel,
    ...redactingOptions,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
