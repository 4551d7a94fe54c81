/**
 * Which link targets the chat may show as links: pages of this site, nothing else. The chat
 * widget (MessageText) and the Worker's model-reply filter (cleanReply) both decide with this
 * module, so the browser and the server apply one rule.
 *
 * A target is a site link when all of these hold:
 * - it resolves with `new URL(target, origin)` to that same origin;
 * - it has no query, and its pathname is a path of the route model (`siteRoutes`);
 * - its fragment, if any, is a plain id (`#letters-digits_-`);
 * - it is already in that resolved form: `pathname + hash` is exactly the target. Whatever the URL
 *   parser would rewrite (backslashes, whitespace and control characters, percent-encodings, dot
 *   segments, an empty query or fragment) is therefore refused rather than repaired.
 */
import { siteRoutes } from "../../content/routes.ts";

/** Every page path of the route model. */
export const sitePaths: ReadonlySet<string> = new Set(siteRoutes.map((route) => route.path));

/**
 * The origin targets are resolved against when none is given. Any origin gives the same answer:
 * only a target that stays on the origin it is resolved against is allowed, and absolute
 * addresses never are (they are not in the resolved `pathname + hash` form).
 */
const defaultOrigin = "https://site.invalid";

const fragment = /^(?:#[A-Za-z][\w-]*)?$/;
const maxTargetLength = 2048;

export interface SiteLinkOptions {
  /** The origin to resolve against (default: a placeholder, which gives the same answers). */
  origin?: string;
  /** Narrows the route model's paths further; a path must be in both. */
  paths?: ReadonlySet<string>;
}

/** The target as an internal href when it is a link to a page of this site, otherwise null. */
export function siteLinkHref(target: string, options: SiteLinkOptions = {}): string | null {
  if (typeof target !== "string" || target === "" || target.length > maxTargetLength) return null;
  const origin = new URL(options.origin ?? defaultOrigin).origin;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search !== "") return null;
  if (!sitePaths.has(url.pathname) || (options.paths && !options.paths.has(url.pathname))) return null;
  if (!fragment.test(url.hash)) return null;
  const href = url.pathname + url.hash;
  return href === target ? href : null;
}

/** Whether the target is a link to a page of this site (see siteLinkHref). */
export function isSiteLink(target: string, options: SiteLinkOptions = {}): boolean {
  return siteLinkHref(target, options) !== null;
}

export type MessagePart =
  | { kind: "text"; text: string }
  /** `href` is the allowed internal href, or null when the target is not a site link. */
  | { kind: "link"; label: string; target: string; href: string | null };

/**
 * `[label](target)`: the label on one line without brackets, the target without whitespace or
 * parentheses. A label never holds another link, so nested brackets come apart into text and
 * innermost links, and no outer "link" is ever formed around them.
 */
const markdownLink = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

/** Splits a message into text and markdown links, each link with its verdict. */
export function markdownLinks(text: string, options: SiteLinkOptions = {}): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(markdownLink)) {
    const [whole, label = "", target = ""] = match;
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "link", label, target, href: siteLinkHref(target, options) });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** The site links of a message, in order: the hrefs of its markdown links that are site links. */
export function siteLinksIn(text: string, options: SiteLinkOptions = {}): string[] {
  return markdownLinks(text, options).flatMap((part) => (part.kind === "link" && part.href ? [part.href] : []));
}

/**
 * The text with every markdown link that is not a site link replaced by its label. Replacing can
 * join the text around a removed link into a new link (`[[x](/nope)](/\evil.example)` becomes
 * `[x](/\evil.example)`), so it repeats until nothing changes: the result holds no link that
 * markdownLinks would find other than site links. Each round that changes anything shortens the
 * text, so it ends.
 */
export function keepSiteLinksOnly(text: string, options: SiteLinkOptions = {}): string {
  let current = text;
  for (;;) {
    const next = markdownLinks(current, options)
      .map((part) => {
        if (part.kind === "text") return part.text;
        return part.href === null ? part.label : `[${part.label}](${part.href})`;
      })
      .join("");
    if (next === current) return current;
    current = next;
  }
}
