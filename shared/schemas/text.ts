import { z } from 'zod';

// In browsers, zod would probe `new Function` to compile object parsers; our Content-Security-
// Policy forbids eval, and the refused probe is reported as a violation (Lighthouse's Best
// Practices flags it). Every schema the client parses imports this module first, so the setting
// is in before any object schema is built. Servers keep the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Characters no text field may hold: NUL, which PostgreSQL cannot store in text or JSON, and
 * UTF-16 surrogates without their pair, which are not characters at all (JSON-encoded they are
 * refused by PostgreSQL too). Written without the `u` flag so that lone halves can be matched.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_NOT_ALLOWED =
  'This text contains characters that cannot be saved (such as a NUL byte). Please remove them.';

/** True when a string can be stored and shown as it is. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !loneSurrogate.test(value);

/**
 * The one starting point of every text a person types, so no field forgets the check: chain
 * `.trim()`, `.min()`, `.max()` on it as on `z.string()`.
 */
export const text = () => z.string().refine(isStorableText, TEXT_NOT_ALLOWED);
