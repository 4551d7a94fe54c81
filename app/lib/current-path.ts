/**
 * A path without its trailing slash. Prerendering renders /about as "/about/", so links compare
 * against this form to mark the same page current however it was reached.
 */
export function currentPathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
