/** The machine's processes from /proc (Linux; elsewhere none): the local server's watch and the benches' memory samples. */
import { existsSync, readdirSync, readFileSync } from "node:fs";

export function processTable(): Map<number, { parent: number; name: string }> {
  const table = new Map<number, { parent: number; name: string }>();
  for (const entry of existsSync("/proc/self/stat") ? readdirSync("/proc") : []) {
    try {
      // The fourth field of /proc/<pid>/stat is the parent pid; the command name may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      table.set(Number(entry), { parent: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]), name });
    } catch {
      // Not a process, or it ended while we looked.
    }
  }
  return table;
}

/** A process's resident memory in KB; undefined once it has gone. */
export function residentKilobytes(pid: number): number | undefined {
  try {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return rss ? Number(rss[1]) : undefined;
  } catch {
    return undefined;
  }
}
