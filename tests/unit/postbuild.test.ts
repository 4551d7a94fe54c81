import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dropModulePreloads, inlineScriptHashes } from "../../scripts/build-steps.ts";

const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external scripts and JSON-LD data blocks", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">import("/assets/y.js");</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hash("window.a = 1;"), hash('import("/assets/y.js");')]);
  });
});

describe("dropModulePreloads", () => {
  it("removes module preload hints and leaves the stylesheet and other links alone", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="stylesheet" href="/assets/s.css"/></head>';
    expect(dropModulePreloads(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/s.css"/></head>',
    );
  });
});
