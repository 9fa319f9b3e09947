// Money in integer cents, time in whole minutes (docs/payments.md#money); no floats are ever
// summed.

export const ESTIMATED_TIME_REQUIRED = 'Please specify estimated time';
export const RATE_MUST_BE_POSITIVE = 'HourlyRate must be greater than zero';
/** The platform's share, included in the price (docs/payments.md#money). */
export const PLATFORM_FEE_PERCENT = 10;
/**
 * The Unblocker rate (docs/product.md#prices), $50 per hour: a new milestone's rate and the public
 * price.
 */
export const STANDARD_HOURLY_RATE_CENTS = 50_00;

// Bounds of a milestone, so that every plan that can be submitted can also be paid: one card
// payment takes at most $999,999.99 (Stripe's limit, and below 2^31 cents, the columns' range).
export const MAX_ESTIMATED_MINUTES = 1000 * 60;
export const MAX_HOURLY_RATE_CENTS = 1000_00;
export const MAX_MILESTONE_COST_CENTS = 999_999_99;
export const ESTIMATED_TIME_TOO_LONG = 'Estimated time is too long';
export const HOURLY_RATE_TOO_HIGH = 'The hourly rate may be at most $1,000';
export const MILESTONE_COST_TOO_HIGH =
  'A milestone may cost at most $999,999.99. Split the work into more milestones.';

/**
 * Reads an estimate written as "H:MM" (the form's format) or an ISO-8601 duration such as
 * "PT1H30M" (tolerated, docs/lifecycle.md#milestones). Returns whole minutes; throws a readable
 * error otherwise.
 */
export function parseEstimatedTime(text: string): number {
  const value = text.trim();
  const clock = /^(\d{1,4}):([0-5]\d)$/.exec(value);
  const iso = /^PT(?:(\d{1,4})H)?(?:(\d{1,6})M)?$/i.exec(value);
  let minutes: number;
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (iso && (iso[1] !== undefined || iso[2] !== undefined)) {
    minutes = Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0);
  } else throw new Error('Estimated time must look like 1:30');
  if (minutes === 0) throw new Error(ESTIMATED_TIME_REQUIRED);
  if (minutes > MAX_ESTIMATED_MINUTES) throw new Error(ESTIMATED_TIME_TOO_LONG);
  return minutes;
}

export function formatEstimatedTime(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Integer division rounding halves up, for non-negative integers. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Cost = hourly rate × minutes / 60, rounded to the cent (docs/payments.md#money). */
export function milestoneCostCents(hourlyRateCents: number, minutes: number): number {
  if (!Number.isInteger(hourlyRateCents) || hourlyRateCents <= 0)
    throw new Error(RATE_MUST_BE_POSITIVE);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(ESTIMATED_TIME_REQUIRED);
  return divideRounded(hourlyRateCents * minutes, 60);
}

/** Splits a price into the platform fee (10 %, rounded) and the developer's share: they always sum. */
export function splitPayment(costCents: number): { feeCents: number; developerCents: number } {
  const feeCents = divideRounded(costCents * PLATFORM_FEE_PERCENT, 100);
  return { feeCents, developerCents: costCents - feeCents };
}

/**
 * Beta customers pay half for the first hour of their first funded milestone
 * (docs/payments.md#money); the platform absorbs the discount. A milestone shorter than an hour is
 * half price throughout.
 */
export function betaDiscountCents(hourlyRateCents: number, minutes: number): number {
  const discountedMinutes = Math.min(minutes, 60);
  return divideRounded(milestoneCostCents(hourlyRateCents, discountedMinutes), 2);
}

/**
 * Whole cents as US dollars, "$1,234.50" or "-$5.00": what `Intl.NumberFormat('en-US')` gives
 * for USD (a test holds the two equal), written out because creating that formatter is a page's
 * first use of ICU's data and cost 40–80 ms of main thread in Chromium here, more than
 * everything else /pricing runs before it can be used.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
