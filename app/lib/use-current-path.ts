import { useLocation } from "react-router";

/**
 * The current path without a trailing slash. Prerendering renders /about as "/about/", so links
 * compare against this form to mark the same page current in the static HTML and after hydration.
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
