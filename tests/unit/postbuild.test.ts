import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assetCacheRules,
  externalIslandProps,
  islandPropsInlineLimit,
  inlineIslandModules,
  islandModuleLists,
  unreachableFiles,
  headerBlock,
  headersFile,
  immutableCache,
  inlineScriptHashes,
  maxHeaderRules,
} from "../../pipeline/build-steps.ts";

const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external scripts and data blocks (JSON-LD, JSON)", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="application/json" id="island-modules">{"entry":[]}</script>',
      '<script type="module">import("/assets/y.js");</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hash("window.a = 1;"), hash('import("/assets/y.js");')]);
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

describe("islandModuleLists", () => {
  const manifest = {
    "app/entry.client.tsx": {
      file: "assets/entry-1.js",
      src: "app/entry.client.tsx",
      isEntry: true,
      imports: ["_islands-2.js"],
    },
    "_islands-2.js": { file: "assets/islands-2.js", imports: ["_framework-3.js"] },
    "_framework-3.js": { file: "assets/framework-3.js" },
    "_parts-4.js": { file: "assets/parts-4.js", imports: ["_framework-3.js"] },
    "app/components/chat/ChatIsland.tsx": {
      file: "assets/ChatIsland-5.js",
      src: "app/components/chat/ChatIsland.tsx",
      isDynamicEntry: true,
      imports: ["_parts-4.js", "_framework-3.js"],
    },
    "app/components/contact/ContactForm.tsx": {
      file: "assets/ContactForm-6.js",
      src: "app/components/contact/ContactForm.tsx",
      isDynamicEntry: true,
      imports: ["_parts-4.js"],
    },
  };

  it("lists the runtime with everything it imports, and what each island adds to it, found by its module's name", () => {
    expect(islandModuleLists(manifest, "app/entry.client.tsx", ["ChatIsland", "ContactForm"])).toEqual({
      entry: ["/assets/entry-1.js", "/assets/islands-2.js", "/assets/framework-3.js"],
      islands: {
        ChatIsland: ["/assets/ChatIsland-5.js", "/assets/parts-4.js"],
        ContactForm: ["/assets/ContactForm-6.js", "/assets/parts-4.js"],
      },
    });
  });

  it("fails the build on an island without a chunk of its name", () => {
    expect(() => islandModuleLists(manifest, "app/entry.client.tsx", ["Missing"])).toThrow(
      "Island Missing: 0 chunks of a module named Missing.tsx",
    );
  });
});

describe("inlineIslandModules", () => {
  const lists = { entry: ["/assets/entry-1.js"], islands: { A: ["/assets/a.js"], B: ["/assets/b.js"] } };

  it("names in the head the modules of the islands the page has, and only those", () => {
    const html =
      '<html><head><title>x</title></head><body><div data-island="B" data-island-props="{}"></div></body></html>';
    expect(inlineIslandModules(html, lists, "island-modules")).toBe(
      '<html><head><title>x</title><script type="application/json" id="island-modules">' +
        '{"entry":["/assets/entry-1.js"],"islands":{"B":["/assets/b.js"]}}</script></head>' +
        '<body><div data-island="B" data-island-props="{}"></div></body></html>',
    );
  });

  it("leaves a page without islands as it is, and fails on an island the bundle does not know", () => {
    expect(inlineIslandModules("<head></head><body></body>", lists, "m")).toBe("<head></head><body></body>");
    expect(() => inlineIslandModules('<head></head><div data-island="C"></div>', lists, "m")).toThrow(
      "The page has an island C the bundle does not know",
    );
  });
});

describe("externalIslandProps", () => {
  const attributes = { props: "data-island-props", file: "data-island-props-file" };

  it("moves props longer than the limit to a file named by their hash, and leaves short ones", () => {
    const long = { text: "x".repeat(islandPropsInlineLimit), quote: `"it's" <b>` };
    const escaped = JSON.stringify(long)
      .replace(/&/g, "&amp;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#x27;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;");
    const html = `<div data-island="A" data-island-props="{}"></div><div data-island="B" data-island-props="${escaped}"></div>`;
    const { html: page, files } = externalIslandProps(html, attributes);
    expect(files.size).toBe(1);
    const [name, json] = [...files][0]!;
    expect(name).toMatch(/^island-props-[\w-]{10}\.json$/);
    expect(JSON.parse(json!)).toEqual(long);
    expect(page).toBe(
      `<div data-island="A" data-island-props="{}"></div><div data-island="B" data-island-props-file="/assets/${name}"></div>`,
    );
  });
});
