/**
 * The copy that reading commands open instead of the local store: it is taken while the site holds
 * SQLite's write lock (as a running `npm start` does while it stores a chat turn or an enquiry), it
 * holds what was committed and nothing that was not, and it is gone once disposed.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { snapshotLocalDatabases } from "../../ops/local-snapshot.ts";

const d1Folder = join("d1", "miniflare-D1DatabaseObject");
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A persist folder with one D1 database in WAL mode, as Miniflare keeps it, and one committed row. */
function localStore(): { persistPath: string; file: string } {
  const persistPath = mkdtempSync(join(tmpdir(), "snapshot-test-"));
  folders.push(persistPath);
  mkdirSync(join(persistPath, d1Folder), { recursive: true });
  const file = join(persistPath, d1Folder, "0123abcd.sqlite");
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA journal_mode = WAL; CREATE TABLE chat_turns (question TEXT); INSERT INTO chat_turns VALUES ('committed')",
  );
  db.close();
  return { persistPath, file };
}

describe("snapshotLocalDatabases", () => {
  it("copies what was committed while another connection holds the write lock", async () => {
    const { persistPath, file } = localStore();
    const site = new DatabaseSync(file);
    site.exec("BEGIN IMMEDIATE; INSERT INTO chat_turns VALUES ('not yet committed')");
    try {
      const snapshot = await snapshotLocalDatabases(persistPath);
      const copy = new DatabaseSync(join(snapshot.path, d1Folder, "0123abcd.sqlite"), { readOnly: true });
      expect(copy.prepare("SELECT question FROM chat_turns").all()).toEqual([{ question: "committed" }]);
      copy.close();
      await snapshot.dispose();
      expect(existsSync(snapshot.path)).toBe(false);
    } finally {
      site.exec("ROLLBACK");
      site.close();
    }
  });

  it("gives an empty store where there is none yet, as the platform proxy would start one", async () => {
    const persistPath = mkdtempSync(join(tmpdir(), "snapshot-test-"));
    folders.push(persistPath);
    const snapshot = await snapshotLocalDatabases(join(persistPath, "v3"));
    folders.push(snapshot.path);
    expect(existsSync(join(snapshot.path, d1Folder))).toBe(true);
  });
});
