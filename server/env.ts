import os from 'node:os';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Where uploaded files go when several instances share them (docs/operations.md#several-instances):
 * unset, on disk under DATA_DIR. The rest of the S3_ settings matter only with a bucket (s3Settings
 * below).
 */
const s3Variables = z.object({
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name like unblock-files',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region like eu-central-1')
    .optional(),
  // Another S3-compatible store than AWS (MinIO, R2, …); unset, AWS's endpoint for the region.
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'S3_ENDPOINT must be an http(s) URL like https://s3.eu-central-1.amazonaws.com',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false'),
});

// The only reader of process.env: everything else receives a typed Env.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
    DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./.data'),
    CLIENT_DIR: z.string().min(1, 'CLIENT_DIR must not be empty').optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'DATABASE_POOL_SIZE must be a number' })
      .int('DATABASE_POOL_SIZE must be a whole number')
      .min(1, 'DATABASE_POOL_SIZE must be between 1 and 100')
      .max(100, 'DATABASE_POOL_SIZE must be between 1 and 100')
      .optional(),
    // A connection that keeps its session (docs/operations.md#behind-a-pooler): LISTEN, the job
    // worker and migrations need one. Unset, DATABASE_URL's.
    DATABASE_SESSION_URL: z
      .string()
      .regex(
        /^postgres(ql)?:\/\//,
        'DATABASE_SESSION_URL must start with postgres:// or postgresql://',
      )
      .optional(),
    // Off behind a pooler in transaction mode that does not keep them (PgBouncer before 1.21).
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['true', 'false'], { message: 'DATABASE_PREPARED_STATEMENTS must be true or false' })
      .default('true'),
    DATABASE_REPLICA_URLS: z
      .string()
      .refine((value) => value.split(',').every((url) => /^postgres(ql)?:\/\//.test(url.trim())), {
        message:
          'DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas, like postgres://replica-1/unblock,postgres://replica-2/unblock',
      })
      .optional(),
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce
      .number({ message: 'DATABASE_REPLICA_MAX_LAG_MS must be a number' })
      .int('DATABASE_REPLICA_MAX_LAG_MS must be a whole number')
      .min(100, 'DATABASE_REPLICA_MAX_LAG_MS must be between 100 and 600000')
      .max(600_000, 'DATABASE_REPLICA_MAX_LAG_MS must be between 100 and 600000')
      .default(1000),
    LIVE_BUS: z
      .enum(['postgres', 'redis'], { message: 'LIVE_BUS must be postgres or redis' })
      .default('postgres'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    PUBLIC_URL: z
      .url({ message: 'PUBLIC_URL must be an absolute URL like https://unblock.dev' })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3, 'MAIL_FROM must be an address like Unblock <hello@unblock.dev>')
      .optional(),
    MESSAGE_EMAIL_DELAY_SECONDS: z.coerce
      .number({ message: 'MESSAGE_EMAIL_DELAY_SECONDS must be a number' })
      .int('MESSAGE_EMAIL_DELAY_SECONDS must be a whole number')
      .min(0, 'MESSAGE_EMAIL_DELAY_SECONDS must be between 0 and 86400')
      .max(86400, 'MESSAGE_EMAIL_DELAY_SECONDS must be between 0 and 86400')
      .default(60),
    UPLOAD_QUIET_SECONDS: z.coerce
      .number({ message: 'UPLOAD_QUIET_SECONDS must be a number' })
      .int('UPLOAD_QUIET_SECONDS must be a whole number')
      .min(1, 'UPLOAD_QUIET_SECONDS must be between 1 and 600')
      .max(600, 'UPLOAD_QUIET_SECONDS must be between 1 and 600')
      .default(30),
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(['true', 'false'], { message: 'REQUIRE_EMAIL_VERIFICATION must be true or false' })
      .default('true'),
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(isTrustProxySetting, {
        message:
          "TRUST_PROXY must be true, false, or the proxies' addresses, like 10.0.0.5 or 10.0.0.0/8,127.0.0.1",
      })
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
      .optional(),
    // The Connect endpoint's own secret: developers' payout accounts send their events there.
    STRIPE_CONNECT_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
      .optional(),
    SANDBOX_PAYMENTS_SECRET: z
      .string()
      .min(16, 'SANDBOX_PAYMENTS_SECRET must be at least 16 characters')
      .optional(),
    ...s3Variables.shape,
  })
  .transform((raw, ctx) => ({
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    port: raw.PORT,
    host: raw.HOST,
    dataDir: path.resolve(raw.DATA_DIR),
    // The built web app; unset, the build's own output (dist/client). A second build elsewhere
    // lets one checkout run two test servers side by side.
    clientDir: raw.CLIENT_DIR === undefined ? undefined : path.resolve(raw.CLIENT_DIR),
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    databaseSessionUrl: raw.DATABASE_SESSION_URL,
    preparedStatements: raw.DATABASE_PREPARED_STATEMENTS === 'true',
    // Replicas read from while at most this far behind the primary (docs/scaling.md#read-replicas).
    databaseReplicas: {
      urls: raw.DATABASE_REPLICA_URLS?.split(',').map((url) => url.trim()) ?? [],
      maxLagMs: raw.DATABASE_REPLICA_MAX_LAG_MS,
    },
    // Where instances tell each other of changes (docs/decisions/0036-live-bus-on-a-broker.md).
    liveBus: liveBusSettings(raw.LIVE_BUS, raw.REDIS_URL, ctx),
    // Links in mail and the Origin check are built from this, never from a request's Host header.
    publicUrl: new URL(raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).origin,
    logLevel: raw.LOG_LEVEL,
    /** Bearer token for /metrics; without one, production does not serve them at all. */
    metricsToken: raw.METRICS_TOKEN,
    smtpUrl: raw.SMTP_URL,
    mailFrom:
      raw.MAIL_FROM ??
      `Unblock <no-reply@${new URL(raw.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    requireEmailVerification: raw.REQUIRE_EMAIL_VERIFICATION === 'true',
    // An upload whose body stops arriving for this long is closed and its partial file removed.
    uploadQuietSeconds: raw.UPLOAD_QUIET_SECONDS,
    // A burst of messages becomes one mail, and none goes for what the reader saw meanwhile.
    messageEmailDelaySeconds: raw.MESSAGE_EMAIL_DELAY_SECONDS,
    // X-Forwarded-For is believed only from the proxies named here: trusting it by default would
    // let any client pick a new address per request and void every per-address limit.
    trustProxy: toTrustProxy(raw.TRUST_PROXY),
    // Stripe when configured; otherwise the built-in sandbox, whose webhook secret only has to be
    // shared by this deployment's instances (it moves no real money and never runs in production).
    payments:
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe' as const,
            secretKey: raw.STRIPE_SECRET_KEY,
            webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: raw.STRIPE_CONNECT_WEBHOOK_SECRET,
          }
        : {
            provider: 'sandbox' as const,
            // Unset: made at random once per data directory when the server starts
            // (server/payments/sandbox-secret.ts), never a constant anyone could sign with.
            secret: raw.SANDBOX_PAYMENTS_SECRET,
          },
    files:
      raw.S3_BUCKET === undefined
        ? { store: 'disk' as const }
        : s3Settings(raw.S3_BUCKET, raw, ctx),
  }));

export type Env = z.output<typeof envSchema>;

/**
 * Connections per instance: two per core. postgres.js sends a query to an idle connection first
 * and otherwise pipelines it behind others; more connections than the cores can serve only add
 * sockets and backends to switch between (ADR 0006: 4 against 10 on two cores, ~15 % faster).
 */
export function defaultPoolSize(): number {
  return Math.max(2, 2 * os.availableParallelism());
}

/** LISTEN/NOTIFY on the database by default; Redis pub/sub needs its URL. */
function liveBusSettings(
  kind: 'postgres' | 'redis',
  redisUrl: string | undefined,
  ctx: z.RefinementCtx,
): { kind: 'postgres' } | { kind: 'redis'; url: string } {
  if (kind === 'postgres') return { kind };
  if (redisUrl === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['REDIS_URL'],
      message: 'required with LIVE_BUS=redis (like redis://127.0.0.1:6379)',
    });
    return z.NEVER;
  }
  return { kind, url: redisUrl };
}

/** The bucket's settings; without its region, an issue that refuses the start: S3 signs with it. */
function s3Settings(bucket: string, raw: z.output<typeof s3Variables>, ctx: z.RefinementCtx) {
  const { S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId } = raw;
  const secretAccessKey = raw.S3_SECRET_ACCESS_KEY;
  if (region === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message: "required with S3_BUCKET (the bucket's region, like eu-central-1)",
    });
    return z.NEVER;
  }
  return {
    store: 's3' as const,
    bucket,
    region,
    endpoint: raw.S3_ENDPOINT,
    // Path-style URLs (endpoint/bucket/key), for stores without a host name per bucket.
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
    // Without keys, the SDK's own chain: AWS_* variables, an instance or task role, ….
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

const addressPattern = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

/**
 * true, false, or the proxies' addresses and ranges. Not a hop count: Fastify 5.12 trusts no
 * hop-counted proxy (it cannot tell the proxy from a client sending the header itself).
 */
function isTrustProxySetting(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .every((address) => addressPattern.test(address) && isIP(address.split('/')[0] ?? '') !== 0);
}

function toTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .join(',');
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses configuration; empty strings count as unset so `FOO=` in a .env file means "use the default". */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  if (Boolean(source.STRIPE_SECRET_KEY) !== Boolean(source.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither for the sandbox',
    ]);
  }
  if (source.STRIPE_CONNECT_WEBHOOK_SECRET && result.data.payments.provider !== 'stripe') {
    throw new EnvError([
      'STRIPE_CONNECT_WEBHOOK_SECRET: only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the sandbox has no Connect endpoint)',
    ]);
  }
  if (Boolean(source.S3_ACCESS_KEY_ID) !== Boolean(source.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither for the AWS SDK's default credentials",
    ]);
  }
  if (result.data.isProduction) {
    const missing = [
      !source.PUBLIC_URL && 'PUBLIC_URL: required in production (links in mail are built from it)',
      !source.SMTP_URL && 'SMTP_URL: required in production (the dev mailbox never runs there)',
      result.data.payments.provider !== 'stripe' &&
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required in production (the sandbox payment provider never runs there)',
    ].filter((problem) => problem !== false);
    if (missing.length > 0) throw new EnvError(missing);
  }
  return result.data;
}

/** Reads `.env` from the working directory when there is one; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
