import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './admin-commands.ts';

describe('parseAdminArgs', () => {
  it('reads invite:create with its defaults and options', () => {
    expect(parseAdminArgs(['invite:create'])).toEqual({
      command: 'invite:create',
      reusable: false,
      role: 'customer',
    });
    expect(
      parseAdminArgs([
        'invite:create',
        '--code',
        'team-2026',
        '--reusable',
        '--expires',
        '2026-12-31',
        '--role',
        'developer',
      ]),
    ).toEqual({
      command: 'invite:create',
      code: 'TEAM-2026',
      reusable: true,
      expires: '2026-12-31',
      role: 'developer',
    });
  });

  it('reads moderator:create, normalising the email', () => {
    expect(
      parseAdminArgs(['moderator:create', '--email', 'Mod@Example.com', '--password', 'secret12']),
    ).toEqual({
      command: 'moderator:create',
      email: 'mod@example.com',
      password: 'secret12',
    });
  });

  it('refuses bad input with messages naming the option', () => {
    expect(() => parseAdminArgs(['invite:create', '--role', 'admin'])).toThrow(
      '--role must be customer or developer',
    );
    expect(() => parseAdminArgs(['invite:create', '--expires', '31/12/2026'])).toThrow(
      '--expires must be a date like 2026-12-31',
    );
    expect(() => parseAdminArgs(['invite:create', '--code', 'abc'])).toThrow(
      '--code must be 6 to 64',
    );
    expect(() =>
      parseAdminArgs(['moderator:create', '--email', 'x@example.com', '--password', '123']),
    ).toThrow('Password must be at least 6 characters');
    expect(() => parseAdminArgs(['drop:everything'])).toThrow('Unknown command');
    expect(() => parseAdminArgs(['invite:create', '--nope'])).toThrow();
  });
});
