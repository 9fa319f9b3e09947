import { z } from 'zod';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';
import { milestoneInput } from '#shared/schemas/tickets.ts';
import { STANDARD_HOURLY_RATE_CENTS } from '#shared/domain/money.ts';

// A new milestone (docs/forms.md#milestone-form): hours 1, rate $50, rate step 5, minimum hours 0.
const MILESTONE_FORM_DEFAULTS = {
  hours: 1,
  minutes: 0,
  rate: STANDARD_HOURLY_RATE_CENTS / 100,
} as const;
export const RATE_STEP_DOLLARS = 5;

type MilestoneFormField = 'title' | 'description' | 'hours' | 'rate' | 'files';

/** What the developer types: time as hours and minutes, the rate in dollars. */
export interface MilestoneFormValues {
  title: string;
  description: string;
  hours: number;
  minutes: number;
  rate: number;
  /** Uploaded file key → name. */
  files: Record<string, string>;
}

// The shared input names the money and time fields as the server stores them; its messages
// belong beside the inputs the developer actually typed into.
const fieldOf: Record<string, MilestoneFormField> = {
  title: 'title',
  description: 'description',
  estimatedMinutes: 'hours',
  hourlyRateCents: 'rate',
  files: 'files',
};

/** The form's values as the shared milestone input (whole minutes, integer cents). */
function toMilestoneInput(form: MilestoneFormValues) {
  // A negative part would silently shorten the other ("-1 h 90 min"): count it as no estimate.
  const negative = form.hours < 0 || form.minutes < 0;
  return {
    title: form.title,
    description: form.description,
    estimatedMinutes: negative ? 0 : Math.round(form.hours * 60 + form.minutes),
    hourlyRateCents: Math.round(form.rate * 100),
    files: form.files,
  };
}

/**
 * A new milestone starts from the product's defaults (docs/forms.md#milestone-form); an edit from
 * what is saved.
 */
export function milestoneFormValues(milestone?: MilestoneState): MilestoneFormValues {
  if (!milestone) return { title: '', description: '', files: {}, ...MILESTONE_FORM_DEFAULTS };
  return {
    title: milestone.title,
    description: milestone.description,
    hours: Math.floor(milestone.estimatedMinutes / 60),
    minutes: milestone.estimatedMinutes % 60,
    rate: milestone.hourlyRateCents / 100,
    files: { ...milestone.files },
  };
}

// A cleared number input reads as NaN: count it as 0, so the product's own message explains it.
const amount = z.number().catch(0);

/**
 * The milestone form's schema: converts what was typed and validates it with the shared
 * `milestoneInput` (the server's own rules), reporting each problem on the field it came from.
 */
export const milestoneFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    hours: amount,
    minutes: amount,
    rate: amount,
    files: z.record(z.string(), z.string()),
  })
  .transform((form, ctx) => {
    const parsed = milestoneInput.safeParse(toMilestoneInput(form));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [fieldOf[String(issue.path[0])] ?? 'title'],
      });
    }
    return z.NEVER;
  });

export type MilestoneFormOutput = z.output<typeof milestoneFormSchema>;
