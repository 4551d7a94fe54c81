import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import { inlineScript } from "./pipeline/inline-script-plugin.ts";

/**
 * The prerender (server) build renders HTML only: pages link the client's stylesheet. Its own CSS
 * would otherwise reach build/client, where React Router moves the server's CSS files, as an
 * orphan stylesheet with the same rules in another order that nothing references.
 */
const noServerCss: Plugin = {
  name: "no-server-css",
  enforce: "post",
  applyToEnvironment: (environment) => environment.name !== "client",
  generateBundle(_options, bundle) {
    // Removing an entry from the bundle is how Rollup drops an output file.
    for (const name of Object.keys(bundle)) if (name.endsWith(".css")) Reflect.deleteProperty(bundle, name);
  },
};

/**
 * React and React DOM's client: what hydrating any island needs, as one cacheable file. Pages are
 * prerendered HTML whose interactive parts hydrate as islands (app/islands), so the browser never
 * loads React Router, a route module or React's server renderer. React Router still builds a client
 * module per route (they bring every component's styles into the one stylesheet); postbuild deletes
 * those scripts, which no page loads.
 */
const framework = /\/node_modules\/(react|react-dom(?!\/(server|static)|\/cjs\/react-dom-(server|static))|scheduler)\//;

/**
 * What the client entry loads, found once the module graph is known and before chunks are made.
 * `entryModules`: what it imports statically (the islands runtime and what it uses), one chunk.
 * `islandModules`: what the islands it loads on demand use (the chat, carousels, contact form, map
 * frame); the parts two of them share go in one chunk rather than one small file each. Left to
 * themselves, both would be split by which route modules also use them, a dozen small files. An
 * island that is due gets all of its chunks at once (app/islands/scheduler.ts), so their number
 * costs no round trip, but each is a request.
 */
const entryModules = new Set<string>();
const islandModules = new Set<string>();
const collectEntryModules: Plugin = {
  name: "collect-entry-modules",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const entry = [...this.getModuleIds()].find((id) => id.endsWith("/app/entry.client.tsx"));
    if (!entry) throw new Error("The client build has no app/entry.client.tsx");
    const reach = (into: Set<string>, withDynamic: boolean) => {
      into.clear();
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (into.has(id)) continue;
        into.add(id);
        const info = this.getModuleInfo(id);
        queue.push(...(info?.importedIds ?? []), ...(withDynamic ? (info?.dynamicallyImportedIds ?? []) : []));
      }
      into.delete(entry);
    };
    reach(entryModules, false);
    reach(islandModules, true);
  },
};

export default defineConfig({
  plugins: [vanillaExtractPlugin(), inlineScript(), reactRouter(), noServerCss, collectEntryModules],
  build: {
    // One stylesheet for the whole site: a single render-blocking request, cached across pages.
    cssCodeSplit: false,
    // Keep every asset a file, so the CSP needs no data: allowances for scripts or styles.
    assetsInlineLimit: 0,
    // Keep the bundle's manifest (React Router deletes it otherwise): postbuild names, in each page,
    // every module its islands need, and then deletes it.
    manifest: true,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 2 },
                { name: "islands", test: (id) => entryModules.has(id), priority: 1 },
                { name: "island-parts", test: (id) => islandModules.has(id), minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // vanilla-extract packages must be bundled for the prerender pass (vanilla-extract#1548).
    noExternal: [/^@vanilla-extract\//],
  },
});
