import { keepSiteLinksOnly } from "../../app/shared/site-links.ts";

export const maxReplyCharacters = 1200;

/**
 * Keeps a model reply safe to show: bounded length, and links only to this site's pages, by the
 * rule the chat widget renders with (app/shared/site-links.ts). Any other markdown link, nested
 * ones included, is replaced by its label. `allowedPaths` can narrow the route model's paths
 * further; it never widens them.
 */
export function cleanReply(reply: string, allowedPaths?: ReadonlySet<string>): string {
  const options = allowedPaths ? { paths: allowedPaths } : {};
  const trimmed = keepSiteLinksOnly(reply, options).trim();
  if (trimmed.length <= maxReplyCharacters) return trimmed;
  const cut = trimmed.slice(0, maxReplyCharacters);
  // Cutting only removes text at the end, but the filter runs again so no cut can ever form a link.
  return keepSiteLinksOnly(cut.slice(0, Math.max(cut.lastIndexOf(". ") + 1, maxReplyCharacters - 200)), options).trim();
}
