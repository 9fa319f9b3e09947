/**
 * What the payment provider still asks of a developer before it pays them out, in plain words
 * (docs/payments.md#payouts). The provider names each item by a code, as Stripe's
 * `requirements.currently_due` does ("individual.verification.document"); several codes can be
 * one thing to a person (the day, month and year of a birth date).
 */
const plainWords: ReadonlyArray<[RegExp, string]> = [
  [/^external_account$/, 'a bank account for payouts'],
  [/^individual\.verification\.additional_document/, 'a second identity document'],
  [/^individual\.verification\./, 'an identity document'],
  [/^tos_acceptance\./, 'accepting Stripe’s terms'],
  [/^individual\.dob\./, 'your date of birth'],
  [/^individual\.(first|last)_name$/, 'your name'],
  [/^individual\.address\./, 'your address'],
  [/^individual\.email$/, 'your email address'],
  [/^individual\.phone$/, 'your phone number'],
  [/^individual\.ssn_last_4$/, 'the last 4 digits of your Social Security number'],
  [/^individual\.id_number$/, 'your ID number'],
  [/^business_profile\.url$/, 'your website or a description of your work'],
  [/^business_profile\.mcc$/, 'what kind of work you do'],
  [/^business_type$/, 'whether you work as an individual or a company'],
];

/** A code no rule knows, made readable: "individual.political_exposure" → "political exposure". */
function readable(code: string): string {
  const words = code
    .replace(/^individual\./, '')
    .replaceAll(/[._]+/g, ' ')
    .trim();
  return words || code;
}

/** The provider's codes as things to give, each said once, in the provider's order. */
export function requirementsInWords(codes: readonly string[]): string[] {
  const said = codes.map(
    (code) => plainWords.find(([pattern]) => pattern.test(code))?.[1] ?? readable(code),
  );
  return [...new Set(said)];
}

/** "a, b and c". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** One sentence of what is still asked, or of the provider still checking when nothing is. */
export function stillAskedSentence(codes: readonly string[]): string {
  const items = requirementsInWords(codes);
  if (items.length === 0) {
    return 'Stripe is checking the details you gave; payouts start once it has.';
  }
  return `Stripe still asks for ${listInWords(items)}.`;
}
