import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const problemsOf = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('parseEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      requireEmailVerification: true,
      databasePoolSize: 2 * os.availableParallelism(),
    });
    expect(parseEnv({ DATABASE_POOL_SIZE: '7' }).databasePoolSize).toBe(7);
    expect(parseEnv({ REQUIRE_EMAIL_VERIFICATION: 'false' }).requireEmailVerification).toBe(false);
  });

  it('pays through the sandbox unless both Stripe keys are set', () => {
    expect(parseEnv({}).payments).toMatchObject({ provider: 'sandbox' });
    expect(
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments,
    ).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither for the sandbox',
    ]);
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toEqual(['STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)']);
  });

  it('keeps files on disk unless S3_BUCKET names a bucket, which then needs its region', () => {
    expect(parseEnv({}).files).toEqual({ store: 'disk' });
    // Without a bucket the other S3_ settings change nothing.
    expect(parseEnv({ S3_REGION: 'eu-central-1' }).files).toEqual({ store: 'disk' });
    expect(parseEnv({ S3_BUCKET: 'unblock-files', S3_REGION: 'eu-central-1' }).files).toEqual({
      store: 's3',
      bucket: 'unblock-files',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      parseEnv({
        S3_BUCKET: 'unblock-files',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).files,
    ).toEqual({
      store: 's3',
      bucket: 'unblock-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
    expect(problemsOf({ S3_BUCKET: 'unblock-files' })).toEqual([
      "S3_REGION: required with S3_BUCKET (the bucket's region, like eu-central-1)",
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'unblock-files', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id' }),
    ).toEqual([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither for the AWS SDK's default credentials",
    ]);
    expect(
      problemsOf({
        S3_BUCKET: 'Unblock_Files',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'ftp://files.internal',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET: S3_BUCKET must be a bucket name like unblock-files',
      'S3_ENDPOINT: S3_ENDPOINT must be an http(s) URL like https://s3.eu-central-1.amazonaws.com',
      'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false',
    ]);
  });

  it('runs the live bus on PostgreSQL unless LIVE_BUS=redis names its Redis', () => {
    expect(parseEnv({}).liveBus).toEqual({ kind: 'postgres' });
    expect(parseEnv({ LIVE_BUS: 'redis', REDIS_URL: 'redis://cache:6379' }).liveBus).toEqual({
      kind: 'redis',
      url: 'redis://cache:6379',
    });
    expect(problemsOf({ LIVE_BUS: 'redis' })).toEqual([
      'REDIS_URL: required with LIVE_BUS=redis (like redis://127.0.0.1:6379)',
    ]);
    expect(problemsOf({ LIVE_BUS: 'kafka' })).toEqual([
      'LIVE_BUS: LIVE_BUS must be postgres or redis',
    ]);
    expect(problemsOf({ LIVE_BUS: 'redis', REDIS_URL: 'http://cache' })).toEqual([
      'REDIS_URL: REDIS_URL must start with redis:// or rediss://',
    ]);
  });

  it('reads the pooler settings: a session URL, prepared statements on unless turned off', () => {
    expect(parseEnv({})).toMatchObject({ databaseSessionUrl: undefined, preparedStatements: true });
    expect(
      parseEnv({
        DATABASE_SESSION_URL: 'postgres://pooler:6432/unblock_session',
        DATABASE_PREPARED_STATEMENTS: 'false',
      }),
    ).toMatchObject({
      databaseSessionUrl: 'postgres://pooler:6432/unblock_session',
      preparedStatements: false,
    });
    expect(
      problemsOf({ DATABASE_SESSION_URL: 'mysql://x', DATABASE_PREPARED_STATEMENTS: 'no' }),
    ).toEqual([
      'DATABASE_SESSION_URL: DATABASE_SESSION_URL must start with postgres:// or postgresql://',
      'DATABASE_PREPARED_STATEMENTS: DATABASE_PREPARED_STATEMENTS must be true or false',
    ]);
  });

  it('reads replicas from DATABASE_REPLICA_URLS, each a postgres URL, with their lag bound', () => {
    expect(parseEnv({}).databaseReplicas).toEqual({ urls: [], maxLagMs: 1000 });
    expect(
      parseEnv({
        DATABASE_REPLICA_URLS: 'postgres://replica-1/unblock, postgres://replica-2/unblock',
        DATABASE_REPLICA_MAX_LAG_MS: '250',
      }).databaseReplicas,
    ).toEqual({
      urls: ['postgres://replica-1/unblock', 'postgres://replica-2/unblock'],
      maxLagMs: 250,
    });
    expect(
      problemsOf({
        DATABASE_REPLICA_URLS: 'postgres://replica-1/unblock,replica-2',
        DATABASE_REPLICA_MAX_LAG_MS: '10',
      }),
    ).toEqual([
      'DATABASE_REPLICA_URLS: DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas, like postgres://replica-1/unblock,postgres://replica-2/unblock',
      'DATABASE_REPLICA_MAX_LAG_MS: DATABASE_REPLICA_MAX_LAG_MS must be between 100 and 600000',
    ]);
  });

  it('derives PUBLIC_URL from PORT and keeps only the origin of an explicit one', () => {
    expect(parseEnv({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(parseEnv({ PUBLIC_URL: 'https://unblock.example/app/' }).publicUrl).toBe(
      'https://unblock.example',
    );
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('names each bad variable with a message saying what is expected', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      PUBLIC_URL: 'not a url',
      NODE_ENV: 'staging',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: PORT must be a number',
        'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
        'PUBLIC_URL: PUBLIC_URL must be an absolute URL like https://unblock.dev',
        expect.stringMatching(/^NODE_ENV: /),
      ]),
    );
    expect(problems).toHaveLength(4);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: PORT must be between 0 and 65535']);
    expect(problemsOf({ DATABASE_POOL_SIZE: '0' })).toEqual([
      'DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be between 1 and 100',
    ]);
  });

  it('requires PUBLIC_URL, SMTP_URL and Stripe in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL: required in production (links in mail are built from it)',
      'SMTP_URL: required in production (the dev mailbox never runs there)',
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required in production (the sandbox payment provider never runs there)',
    ]);
    const production = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://unblock.example',
      SMTP_URL: 'smtp://mail.internal:587',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(production).toMatchObject({
      isProduction: true,
      mailFrom: 'Unblock <no-reply@unblock.example>',
      requireEmailVerification: true,
    });
    // Production trusts no proxy by default: X-Forwarded-For would otherwise choose the address.
    expect(production.trustProxy).toBe(false);
  });

  it('trusts a proxy only when TRUST_PROXY names it', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1,::1',
    );
    for (const bad of ['1', 'yes', '10.0.0.300', 'proxy.internal', '10.0.0.1;rm']) {
      expect(problemsOf({ TRUST_PROXY: bad })).toEqual([
        "TRUST_PROXY: TRUST_PROXY must be true, false, or the proxies' addresses, like 10.0.0.5 or 10.0.0.0/8,127.0.0.1",
      ]);
    }
  });
});
