import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assetCacheRules,
  unreachableFiles,
  inlineIconSprite,
  headerBlock,
  headersFile,
  immutableCache,
  inlineScriptHashes,
  maxHeaderRules,
} from "../../scripts/build-steps.ts";

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

describe("inlineIconSprite", () => {
  const symbols = new Map([
    ["menu", '<symbol id="icon-menu"/>'],
    ["star", '<symbol id="icon-star"/>'],
    ["mail", '<symbol id="icon-mail"/>'],
  ]);

  it("puts the symbols the page references, and those always wanted, at the top of the body", () => {
    const html = '<body class="x"><svg><use href="#icon-star"/></svg><svg><use href="#icon-star"/></svg></body>';
    expect(inlineIconSprite(html, symbols, ["menu"])).toBe(
      '<body class="x"><svg xmlns="http://www.w3.org/2000/svg" hidden=""><symbol id="icon-menu"/><symbol id="icon-star"/></svg>' +
        '<svg><use href="#icon-star"/></svg><svg><use href="#icon-star"/></svg></body>',
    );
  });

  it("fails on an icon without a symbol", () => {
    expect(() => inlineIconSprite('<body><use href="#icon-rocket"/></body>', symbols, [])).toThrow(
      "No icon symbol for rocket",
    );
  });
});

describe("unreachableFiles", () => {
  it("keeps what a page names and what those files name in turn, and returns the rest", () => {
    const files = new Map([
      ["entry-1.js", 'import "./framework-2.js"; import("./panel-3.js");'],
      ["framework-2.js", "react"],
      ["panel-3.js", "panel"],
      ["manifest-4.js", 'import "./home-5.js";'],
      ["home-5.js", "export {};"],
    ]);
    const pages = ['<script>load("/assets/entry-1.js")</script>'];
    expect(unreachableFiles(files, pages)).toEqual(["home-5.js", "manifest-4.js"]);
  });
});

/** Cloudflare's _headers matching, enough for these rules: literal paths and one splat. */
function headersFor(file: string, path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of file.trim().split(/\n\s*\n/)) {
    const [pattern = "", ...lines] = rule.split("\n");
    const regex = new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    if (!regex.test(path)) continue;
    for (const line of lines) {
      const detach = /^\s*!\s*(.+)$/.exec(line);
      if (detach?.[1]) headers.delete(detach[1].toLowerCase());
      const set = /^\s*([\w-]+):\s*(.+)$/.exec(line);
      if (set?.[1] && set[2]) headers.set(set[1].toLowerCase(), set[2]);
    }
  }
  return headers;
}

describe("headersFile", () => {
  const assets = ["entry.client-BPu9Uy4B.js", "style-BqgvoaQL.css", "home-Cr7RTg30.js"];
  const file = headersFile([
    headerBlock("/*", { "X-Content-Type-Options": "nosniff" }),
    ...assetCacheRules(assets),
    headerBlock("/about", { "Content-Security-Policy": "default-src 'self'" }, ["Content-Security-Policy"]),
  ]);

  it("gives every built asset the immutable one-year cache", () => {
    for (const name of assets) {
      expect(headersFor(file, `/assets/${name}`).get("cache-control")).toBe(immutableCache);
    }
  });

  it("gives a missing asset no long-lived cache, so a later deploy can still serve it", () => {
    for (const path of ["/assets/entry.client-XXXXXXXX.js", "/assets/missing.css", "/assets/"]) {
      expect(headersFor(file, path).get("cache-control")).toBeUndefined();
    }
    expect(file).not.toMatch(/^\/assets\/.*\*/m);
  });

  it("refuses more rules than Cloudflare reads", () => {
    const many = assetCacheRules(Array.from({ length: maxHeaderRules }, (_, index) => `chunk-${index}.js`));
    expect(() => headersFile(many)).not.toThrow();
    expect(() => headersFile([...many, headerBlock("/x", { "X-A": "b" })])).toThrow(/101 rules.*at most 100/);
  });

  it("refuses an asset name that would read as a pattern", () => {
    expect(() => assetCacheRules(["chunk-*.js"])).toThrow(/chunk-\*\.js/);
    expect(() => assetCacheRules([":splat.js"])).toThrow(/:splat\.js/);
  });
});
