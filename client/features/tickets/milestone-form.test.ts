import { describe, expect, it } from 'vitest';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';
import {
  milestoneFormSchema,
  milestoneFormValues,
  type MilestoneFormValues,
} from './milestone-form.ts';

const KEY = '0b8f6a4e-5d1c-4a53-9a43-2f7b7f9b6c10';

const form = (overrides: Partial<MilestoneFormValues> = {}): MilestoneFormValues => ({
  ...milestoneFormValues(),
  title: 'Fix the login crash',
  description: 'Find why sign-in crashes on Android and fix it.',
  ...overrides,
});

/** Each problem as "field: message", the way the form shows them. */
function problems(values: MilestoneFormValues): string[] {
  const result = milestoneFormSchema.safeParse(values);
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('milestone form', () => {
  it('starts from the spec defaults: 1 h 0 min at $50/h, no files', () => {
    expect(milestoneFormValues()).toEqual({
      title: '',
      description: '',
      hours: 1,
      minutes: 0,
      rate: 50,
      files: {},
    });
  });

  it('converts hours, minutes and dollars to whole minutes and cents', () => {
    const parsed = milestoneFormSchema.parse(
      form({ hours: 2, minutes: 15, rate: 62.5, files: { [KEY]: 'fix.patch' } }),
    );
    expect(parsed).toEqual({
      title: 'Fix the login crash',
      description: 'Find why sign-in crashes on Android and fix it.',
      estimatedMinutes: 135,
      hourlyRateCents: 6250,
      files: { [KEY]: 'fix.patch' },
    });
  });

  it('trims the texts like the server does', () => {
    const parsed = milestoneFormSchema.parse(form({ title: '  Tests  ' }));
    expect(parsed.title).toBe('Tests');
  });

  it("reports the spec's messages on the fields the developer typed into", () => {
    expect(problems(form({ title: '  ', description: '', hours: 0, minutes: 0, rate: 0 }))).toEqual(
      [
        'title: Title is required',
        'description: Description is required',
        'hours: Please specify estimated time',
        'rate: HourlyRate must be greater than zero',
      ],
    );
  });

  it('accepts minutes alone, and counts cleared inputs as zero', () => {
    expect(milestoneFormSchema.parse(form({ hours: 0, minutes: 30 })).estimatedMinutes).toBe(30);
    expect(problems(form({ hours: Number.NaN, minutes: Number.NaN }))).toEqual([
      'hours: Please specify estimated time',
    ]);
    expect(problems(form({ rate: Number.NaN }))).toEqual([
      'rate: HourlyRate must be greater than zero',
    ]);
  });

  it('refuses negative time or rate instead of netting them out', () => {
    expect(problems(form({ hours: -1, minutes: 90 }))).toEqual([
      'hours: Please specify estimated time',
    ]);
    expect(problems(form({ rate: -5 }))).toEqual(['rate: HourlyRate must be greater than zero']);
  });

  it('prefills an edit from the saved milestone, files included', () => {
    const saved: MilestoneState = {
      id: 'm1',
      title: 'Deploy',
      description: 'Ship it',
      estimatedMinutes: 95,
      hourlyRateCents: 7500,
      status: 'PLANNED',
      paid: false,
      refunded: false,
      files: { [KEY]: 'runbook.md' },
    };
    const values = milestoneFormValues(saved);
    expect(values).toMatchObject({
      hours: 1,
      minutes: 35,
      rate: 75,
      files: { [KEY]: 'runbook.md' },
    });
    expect(milestoneFormSchema.parse(values)).toMatchObject({
      estimatedMinutes: 95,
      hourlyRateCents: 7500,
    });
  });
});
