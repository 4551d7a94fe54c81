/** Pure steps of the post-build pass, kept apart so tests can call them. */
import { createHash } from "node:crypto";

export function sha256(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Inline scripts that run: every <script> without src, except JSON-LD data blocks. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(sha256(match[2] ?? ""));
  }
  return [...hashes];
}

/**
 * Makes first paint depend on the HTML alone: the site's one stylesheet is inlined in place of its
 * link, and the head's modulepreload hints are dropped so script downloads do not compete with
 * the page for bandwidth (the entry script still imports everything it needs). React re-adds the
 * link and hints after hydration; the browser then finds them already satisfied or cached.
 */
export function prioritiseFirstPaint(html: string, readStylesheet: (href: string) => string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(
      /<link rel="stylesheet" href="([^"]+)"\/>/g,
      (_, href: string) => `<style>${readStylesheet(href)}</style>`,
    );
}

/** Hashes of every inline <style> element, for style-src. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? "")))];
}

/** One rule of a _headers file; `detach` removes headers an earlier matching rule set. */
export function headerBlock(pattern: string, headers: Record<string, string>, detach: string[] = []): string {
  const lines = [pattern, ...detach.map((name) => `  ! ${name}`)];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return lines.join("\n");
}
