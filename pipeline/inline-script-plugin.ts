/**
 * `import source from "./x.ts?inline-script"`: bundles the module and everything it imports into
 * one minified, self-contained script (an IIFE) and gives its text, for a page to inline. The page
 * script (app/islands/page-script.ts) is built this way from TypeScript modules the components
 * share; postbuild then allows the emitted text in each page's CSP by its hash.
 */
import { build, type Plugin, type Rolldown } from "vite";

const suffix = "?inline-script";

async function bundle(entry: string): Promise<{ code: string; files: string[] }> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      emptyOutDir: false,
      lib: { entry, formats: ["iife"], name: "inlineScript" },
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
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`Cannot find ${source}`);
      return `\0${resolved.id}${suffix}`;
    },
    async load(id) {
      if (!id.startsWith("\0") || !id.endsWith(suffix)) return null;
      const entry = id.slice(1, -suffix.length);
      let script = built.get(entry);
      if (!script) built.set(entry, (script = bundle(entry)));
      const { code, files } = await script;
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
