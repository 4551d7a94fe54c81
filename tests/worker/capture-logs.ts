import { vi } from "vitest";

/**
 * Captures every console line the Worker writes from here on (restored by `vi.restoreAllMocks`).
 * `raw` is the text as written; `lines` parses each one as JSON and so fails on any line that is
 * not a structured one.
 */
export function captureLogs() {
  const raw: string[] = [];
  for (const method of ["debug", "log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      raw.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
  }
  return {
    raw,
    get lines(): Record<string, unknown>[] {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
