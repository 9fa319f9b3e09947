import { describe, expect, it } from 'vitest';
import { customerWaitlistInput, developerWaitlistInput } from './waitlist.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('waitlist inputs', () => {
  it('trims name and email', () => {
    expect(customerWaitlistInput.parse({ name: '  Ada ', email: ' ada@example.com ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it("uses the product's messages for missing fields", () => {
    expect(messages(customerWaitlistInput.safeParse({ name: '   ', email: '' }))).toEqual([
      'Name is required',
      'Email is required',
    ]);
  });

  it('refuses an address that is not an email', () => {
    expect(messages(customerWaitlistInput.safeParse({ name: 'Ada', email: 'ada' }))).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('requires one of the four specialties from developers', () => {
    const base = { name: 'Lin', email: 'lin@example.com' };
    expect(developerWaitlistInput.safeParse({ ...base, specialty: 'aiml' }).success).toBe(true);
    expect(messages(developerWaitlistInput.safeParse({ ...base, specialty: 'cobol' }))).toEqual([
      'Specialty is required',
    ]);
  });
});
