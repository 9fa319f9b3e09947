const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar day the server sends as YYYY-MM-DD (an invite code's last valid day), in words:
 * "December 9, 2026". Read as that day in UTC, so no time zone moves it to the day before.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number);
  if (year === undefined || month === undefined || date === undefined) return day;
  return longDay.format(new Date(Date.UTC(year, month - 1, date)));
}
