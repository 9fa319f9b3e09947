// When ratings show (docs/profiles.md#fair-reviews): said wherever people rate, and by a received
// rating while it is sealed.

export const FAIR_REVIEWS_LINE =
  'Your rating is shown to the other party and on the Unblocker’s profile once you have both rated, or 14 days after completion.';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "{Name} rated you. You will see it once you rate too, or on {date}." */
export function sealedRatingLine(from: string, shownBy: Date | null): string {
  const when = shownBy ? `, or on ${day.format(shownBy)}` : '';
  return `${from} rated you. You will see it once you rate too${when}.`;
}
