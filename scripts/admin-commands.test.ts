import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './admin-commands.ts';

describe('parseAdminArgs', () => {
  it('reads invite:create with its defaults and options, through the procedure’s schema', () => {
    expect(parseAdminArgs(['invite:create'])).toEqual({
      command: 'invite:create',
      json: false,
      input: { reusable: false, role: 'customer' },
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
        '--json',
      ]),
    ).toEqual({
      command: 'invite:create',
      json: true,
      input: { code: 'TEAM-2026', reusable: true, expires: '2026-12-31', role: 'developer' },
    });
  });

  it('reads moderator:create, normalising the email', () => {
    expect(
      parseAdminArgs([
        'moderator:create',
        '--email',
        'Mod@Example.com',
        '--password',
        'secret12',
        '--first-name',
        'Mo',
      ]),
    ).toEqual({
      command: 'moderator:create',
      json: false,
      input: { email: 'mod@example.com', password: 'secret12', firstName: 'Mo' },
    });
  });

  it('reads the moderator’s commands with their target and who acts', () => {
    expect(
      parseAdminArgs([
        'case:resolve',
        'a-ticket-id',
        '--outcome',
        'refund',
        '--milestone',
        'a-milestone-id',
        '--reason',
        'Not delivered',
        '--as',
        'mod@example.com',
      ]),
    ).toEqual({
      command: 'case:resolve',
      json: false,
      as: 'mod@example.com',
      ticketId: 'a-ticket-id',
      outcome: 'refund',
      milestoneId: 'a-milestone-id',
      reason: 'Not delivered',
    });
    expect(parseAdminArgs(['user:lift', 'a-user-id', '--as', 'mod@example.com'])).toEqual({
      command: 'user:lift',
      json: false,
      as: 'mod@example.com',
      userId: 'a-user-id',
    });
    expect(parseAdminArgs(['queue', '--as', 'mod@example.com', '--json'])).toEqual({
      command: 'queue',
      json: true,
      as: 'mod@example.com',
    });
  });

  it('refuses bad input with messages naming the option', () => {
    expect(() => parseAdminArgs(['invite:create', '--role', 'admin'])).toThrow(
      '--role: The role must be customer or developer',
    );
    expect(() => parseAdminArgs(['invite:create', '--expires', '31/12/2026'])).toThrow(
      '--expires: The expiry must be a date like 2026-12-31',
    );
    expect(() => parseAdminArgs(['invite:create', '--code', 'abc'])).toThrow(
      '--code: The code must be 6 to 64',
    );
    expect(() =>
      parseAdminArgs(['moderator:create', '--email', 'x@example.com', '--password', '123']),
    ).toThrow('--password: Password must be at least 6 characters');
    expect(() => parseAdminArgs(['case:resolve', '--as', 'm@example.com'])).toThrow(
      'TICKET_ID is required',
    );
    expect(() => parseAdminArgs(['user:suspend', 'a-user-id', '--reason', 'x'])).toThrow(
      '--as is required',
    );
    expect(() => parseAdminArgs(['queue', 'extra', 'words', '--as', 'm@example.com'])).toThrow(
      'Unexpected arguments',
    );
    expect(() => parseAdminArgs(['drop:everything'])).toThrow('Unknown command');
    expect(() => parseAdminArgs(['invite:create', '--nope'])).toThrow();
  });
});
