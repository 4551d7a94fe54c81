/**
 * `import source from "./x.ts?inline-script"`: the module and what it imports, bundled by the build
 * into one self-contained script (pipeline/inline-script-plugin.ts), as text to inline in a page.
 */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
