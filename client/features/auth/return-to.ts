// A protected page (docs/screens.md#protected-routes) visited while signed out remembers where the
// user was going, and sign-in returns there. sessionStorage: per tab, gone when the tab closes.
const KEY = 'unblock.returnTo';

export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered path, once; only same-site paths, never a full URL an attacker could plant. */
export function takeReturnTo(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path !== null && isSameSitePath(path) ? path : null;
}

/**
 * A path on this site: it starts with one "/" and stays on this origin. "//host" and "/\host"
 * (browsers read a backslash as a slash) name another site; so would any control character.
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return new URL(path, 'https://unblock.invalid').origin === 'https://unblock.invalid';
}
