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
 * Makes first paint depend on the HTML and the one stylesheet alone: the head's modulepreload
 * hints are dropped so script downloads do not compete with the stylesheet for bandwidth on a
 * slow link (the entry script still imports everything it needs, and React re-adds the hints
 * after hydration, when they are already satisfied).
 */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*\/>/g, "");
}

/** One rule of a _headers file; `detach` removes headers an earlier matching rule set. */
export function headerBlock(pattern: string, headers: Record<string, string>, detach: string[] = []): string {
  const lines = [pattern, ...detach.map((name) => `  ! ${name}`)];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return lines.join("\n");
}
