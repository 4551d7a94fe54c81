import { useEffect } from "react";

/**
 * Reports the path a visitor tried to the browser console, as the original site did: operators read
 * attempted paths there. An island (app/islands) that renders nothing.
 */
export function NotFoundReport() {
  useEffect(() => {
    console.warn("404: page not found for attempted path", window.location.pathname);
  }, []);
  return null;
}
