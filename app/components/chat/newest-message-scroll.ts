/**
 * Where to scroll the conversation log so that its newest message shows: to the end, or, when the
 * newest message is taller than the log, to its first line, so that a long reply is read from its
 * beginning rather than from its trailing links. `newest` null means the end (the typing line).
 */
export function newestMessageScrollTop(log: HTMLElement, newest: Element | null): number {
  const end = log.scrollHeight - log.clientHeight;
  if (!newest) return end;
  // The log's own padding stays above the message, as it does above the first one.
  const padding = parseFloat(getComputedStyle(log).paddingTop) || 0;
  const newestTop = log.scrollTop + newest.getBoundingClientRect().top - log.getBoundingClientRect().top - padding;
  return Math.max(0, Math.min(end, newestTop));
}
