/**
 * `import source from "./x.ts?inline-script"`: bundles the module and everything it imports into
 * one minified, self-contained script (an IIFE) and gives its text, for a page to inline. The page
 * script (app/islands/page-script.ts) is built this way from TypeScript modules the components
 * share; postbuild then allows the emitted text in each page's CSP by its hash.
 *
 * `import address from "./x.ts?script-file"`: the same bundle as a self-contained ES module, which
 * the build emits under a content-hashed name, and its address ("/assets/x-abc123.js"). The page
 * script imports the islands' scheduler this way once the page has painted (decision 0014).
 */
import { basename } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

const suffix = "?inline-script";
const fileSuffix = "?script-file";

async function bundle(entry: string, format: "iife" | "es" = "iife"): Promise<{ code: string; files: string[] }> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      emptyOutDir: false,
      lib: { entry, formats: [format], name: "inlineScript" },
      rolldownOptions: {
        // Only the entry acts as it is loaded; the modules it imports declare. What it does not use
        // of them (the rest of the theme's values, say) stays out of every page.
        treeshake: { moduleSideEffects: (id) => id === entry, propertyReadSideEffects: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${entry} bundles into ${chunks.length} scripts; an inline script is one`);
  const [chunk] = chunks as Rolldown.OutputChunk[];
  const code = chunk!.code.trim();
  // Inlined in <script>: the text must not end the element or open a comment in it.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} bundles into text that cannot sit in a <script>`);
  return { code, files: chunk!.moduleIds.filter((id) => !id.startsWith("\0")) };
}

export function inlineScript(): Plugin {
  const built = new Map<string, ReturnType<typeof bundle>>();
  const bundleOnce = (entry: string, format: "iife" | "es") => {
    const key = `${format}:${entry}`;
    let script = built.get(key);
    if (!script) built.set(key, (script = bundle(entry, format)));
    return script;
  };
  let serving = false;
  return {
    name: "inline-script",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
    },
    async resolveId(source, importer) {
      const ending = [suffix, fileSuffix].find((end) => source.endsWith(end));
      if (!ending) return null;
      const resolved = await this.resolve(source.slice(0, -ending.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`Cannot find ${source}`);
      return `\0${resolved.id}${ending}`;
    },
    async load(id) {
      if (!id.startsWith("\0")) return null;
      if (id.endsWith(suffix)) {
        const { code, files } = await bundleOnce(id.slice(1, -suffix.length), "iife");
        for (const file of files) this.addWatchFile(file);
        return `export default ${JSON.stringify(code)};`;
      }
      if (id.endsWith(fileSuffix)) {
        const entry = id.slice(1, -fileSuffix.length);
        // Served without a build (the tests' DOM), the module is Vite's own.
        if (serving) return `export default ${JSON.stringify(`/@fs${entry}`)};`;
        const { code, files } = await bundleOnce(entry, "es");
        for (const file of files) this.addWatchFile(file);
        const name = `${basename(entry).replace(/\.tsx?$/, "")}.js`;
        const reference = this.emitFile({ type: "asset", name, source: code });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      }
      return null;
    },
  };
}
