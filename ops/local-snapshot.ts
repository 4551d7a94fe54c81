/**
 * A consistent copy of the local store's D1 databases, for commands that only read. A second
 * Miniflare opened on the store of a running `npm start` fails with SQLITE_BUSY whenever the site
 * holds SQLite's write lock: its D1 asks for a session bookmark after every query, and that lookup
 * needs the lock (cloudflare/workers-sdk #14916). A copy made through SQLite's backup API reads one
 * committed state beside the writer and never waits for its lock.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

/** Where Miniflare keeps its D1 databases inside a persist folder, one SQLite file each. */
const d1Folder = join("d1", "miniflare-D1DatabaseObject");

export interface LocalSnapshot {
  /** A persist folder laid out as the store's, holding copies of its D1 databases only. */
  path: string;
  dispose(): Promise<void>;
}

/** Copies every D1 database under `persistPath` (the store's `v3` folder) into a temporary persist folder. */
export async function snapshotLocalDatabases(persistPath: string): Promise<LocalSnapshot> {
  const path = await mkdtemp(join(tmpdir(), "local-store-"));
  const dispose = () => rm(path, { recursive: true, force: true });
  try {
    const from = join(persistPath, d1Folder);
    const to = join(path, d1Folder);
    await mkdir(to, { recursive: true });
    const files = existsSync(from) ? (await readdir(from)).filter((name) => name.endsWith(".sqlite")) : [];
    for (const name of files) {
      const source = new DatabaseSync(join(from, name), { readOnly: true });
      try {
        await backup(source, join(to, name));
      } finally {
        source.close();
      }
    }
    return { path, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
