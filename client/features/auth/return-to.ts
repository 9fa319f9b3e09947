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
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return path;
}
