/*
 * The most common passwords, from the list that ships with @zxcvbn-ts/language-common (about
 * 49,000 from public breach corpora; no network). Server-side only, so the client bundle never
 * carries it, and loaded on first use (~30 ms, ~10 MB), so starting the server does not wait.
 */

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

// `password1`, `Monkey2024!`: a listed word with digits or symbols stuck on is no stronger.
const TRAILING_DIGITS_AND_SYMBOLS = /[\d\p{P}\p{S}\s]+$/u;
// Shorter stems ("ab" of "ab12345678") are too often someone's initials to judge by.
const MIN_STEM_LENGTH = 4;

/** Whether a password is on the common list, ignoring case and any trailing digits or symbols. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await loadCommonPasswords();
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const stem = lower.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  return stem !== lower && stem.length >= MIN_STEM_LENGTH && common.has(stem);
}
