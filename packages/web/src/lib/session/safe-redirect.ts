/**
 * Where to go after sign-in: the `redirect` query if it is a path on this
 * site, else the fallback. Absolute URLs, `//host` and `/\host` (which
 * browsers treat as another host) are refused, so a crafted link cannot send
 * a freshly signed-in user to another site.
 */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  try {
    const base = 'https://floorcraft.invalid';
    const url = new URL(target, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
