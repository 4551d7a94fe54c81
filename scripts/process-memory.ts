/**
 * Resident memory of a server's processes, read from /proc (Linux; elsewhere every figure is empty).
 * The benches measure workerd, the runtime that serves the site, separately from the Node process
 * that started it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

export interface ProcessEntry {
  pid: number;
  name: string;
  /** Resident set size in KB. */
  rss: number;
}

/** Every process below `rootPid` (not the root itself), with its command name and resident memory. */
export function descendantProcesses(rootPid: number): ProcessEntry[] {
  if (!existsSync("/proc/self/stat")) return [];
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fourth field of /proc/<pid>/stat is the parent pid; the command name may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")));
    } catch {
      // Gone while we looked: the next sample sees it missing.
    }
  }
  const descends = (pid: number): boolean => {
    for (let current = parents.get(pid); current !== undefined && current > 1; current = parents.get(current))
      if (current === rootPid) return true;
    return false;
  };
  const found: ProcessEntry[] = [];
  for (const [pid, name] of names) {
    if (!descends(pid)) continue;
    const rss = residentKilobytes(pid);
    if (rss !== undefined) found.push({ pid, name, rss });
  }
  return found;
}

/** workerd processes started by the server, with their resident memory in KB. */
export function workerdProcesses(serverPid: number): Map<number, number> {
  return new Map(
    descendantProcesses(serverPid)
      .filter((entry) => entry.name === "workerd")
      .map((entry) => [entry.pid, entry.rss]),
  );
}

/** A process's resident memory in KB, or undefined once it has gone. */
export function residentKilobytes(pid: number): number | undefined {
  try {
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return rss ? Number(rss[1]) : undefined;
  } catch {
    return undefined;
  }
}

export const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;
export const sumRss = (processes: Map<number, number>) => [...processes.values()].reduce((sum, rss) => sum + rss, 0);
