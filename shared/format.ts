// Display helpers shared by every screen (docs/lifecycle.md#requests and #other-states).

/** "#" + the last 6 characters of the id, uppercased. */
export function shortTicketId(id: string): string {
  return `#${id.slice(-6).toUpperCase()}`;
}

/** A request's title is the first non-empty line of its description. */
export function firstLine(description: string): string {
  return (
    description
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * An Intl formatter made on first use, not when its module loads: the first one a page makes
 * loads ICU's data (40–80 ms of main thread in Chromium here), which a screen that shows no date
 * yet, or a chunk fetched ahead of a visit, should not pay.
 */
function formatterOnFirstUse(options: Intl.DateTimeFormatOptions): (when: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (when) => (formatter ??= new Intl.DateTimeFormat('en-US', options)).format(when);
}

const shortDate = formatterOnFirstUse({ month: 'short', day: 'numeric', year: 'numeric' });

/** "November 26, 2026 at 3:04 PM" in the reader's time zone: a moment in full, for a tooltip. */
export const fullDateTime = formatterOnFirstUse({ dateStyle: 'long', timeStyle: 'short' });

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "just now" under 60 s, then minutes, hours, days up to 7 days, then the date. */
export function relativeTime(when: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - when.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  return shortDate(when);
}

/** A wait in words, rounded up to what a person can act on: "40 seconds", "3 minutes", "1 hour". */
export function formatWait(seconds: number): string {
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return count(whole, 'second');
  if (whole < 60 * 60) return count(Math.ceil(whole / 60), 'minute');
  return count(Math.ceil(whole / 3600), 'hour');
}

/** "First Last" from a profile's parts, empty without either. */
export function fullNameOf(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
