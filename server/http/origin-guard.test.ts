import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { isAllowedOrigin } from './origin-guard.ts';

describe('isAllowedOrigin', () => {
  const development = parseEnv({ PORT: '3000' });
  const production = parseEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://unblock.example',
    SMTP_URL: 'smtp://127.0.0.1:9',
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  });

  it('allows the public URL', () => {
    expect(isAllowedOrigin('http://localhost:3000', development)).toBe(true);
    expect(isAllowedOrigin('https://unblock.example', production)).toBe(true);
  });

  it('allows the other loopback names for this port only in development', () => {
    expect(isAllowedOrigin('http://127.0.0.1:3000', development)).toBe(true);
    expect(isAllowedOrigin('http://[::1]:3000', development)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3001', development)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', production)).toBe(false);
  });

  it('refuses foreign, look-alike and malformed origins', () => {
    expect(isAllowedOrigin('https://evil.example', development)).toBe(false);
    expect(isAllowedOrigin('https://unblock.example.evil.example', production)).toBe(false);
    expect(isAllowedOrigin('http://unblock.example', production)).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.example:3000', development)).toBe(false);
    expect(isAllowedOrigin('null', development)).toBe(false);
  });
});
