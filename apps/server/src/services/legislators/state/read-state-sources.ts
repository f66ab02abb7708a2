import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { StateDirectoryFiles } from "./parse-state-sources";

/** The snapshot shipped with the server: the seed when the configured source can't be read. */
export const BUNDLED_STATE_SNAPSHOT_DIR = path.resolve(import.meta.dirname, "../../../../data/state");

// These folders are read in the directory parser's thread (parse-thread.ts), where a synchronous
// read holds up no request: for 7,000 small files it took half the CPU of promise-based reads, each
// of which is an open, a stat, a read and a close passed through libuv's thread pool.

/** A folder's jurisdiction files and ZCTA table, the parts a redistricting changes. */
export function readStateTables(dir: string) {
  const jurisdictions: Record<string, string> = {};
  for (const f of fs.readdirSync(path.join(dir, "jurisdictions")).sort()) {
    if (f.endsWith(".yml")) jurisdictions[f.slice(0, -4)] = fs.readFileSync(path.join(dir, "jurisdictions", f), "utf8");
  }
  return { jurisdictions, zctaSld: fs.readFileSync(path.join(dir, "zcta-sld.csv"), "utf8") };
}

/**
 * The parser's rules, hashed with the files: when they change (2: a role ending after the data's
 * day is sitting, decision 0129), the same files are new data and the next refresh imports them.
 */
const PARSE_RULES = "2";

/** SHA-256 of the files as read, in order: the same files read again give the same hash. */
export function hashStateFiles(files: Omit<StateDirectoryFiles, "contentHash">): string {
  const hash = createHash("sha256").update(PARSE_RULES);
  for (const p of files.people) hash.update(p.state).update(p.text);
  for (const [state, text] of Object.entries(files.jurisdictions)) hash.update(state).update(text);
  return hash
    .update(files.zctaSld)
    .update(files.membersAsOf ?? "")
    .digest("hex");
}

/** snapshot.json's day of the people, or nothing when the file is missing or unreadable. */
function readSnapshot(file: string): { people?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as { people?: string };
  } catch {
    return null;
  }
}

/**
 * A folder laid out as ../shared/data/state is (people/{state}/*.yml, jurisdictions/{state}.yml,
 * zcta-sld.csv). `snapshot.json`, when present, says which day the people describe.
 */
export function readStateDirectoryFolder(dir: string): { source: string; files: StateDirectoryFiles } {
  const states = fs
    .readdirSync(path.join(dir, "people"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^[a-z]{2}$/.test(d.name))
    .map((d) => d.name)
    .sort();
  const people = states.flatMap((state) => {
    const folder = path.join(dir, "people", state);
    const names = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith(".yml"))
      .sort();
    return names.map((f) => ({ state, text: fs.readFileSync(path.join(folder, f), "utf8") }));
  });
  const snapshot = readSnapshot(path.join(dir, "snapshot.json"));
  const files = {
    people,
    ...readStateTables(dir),
    ...(snapshot?.people ? { membersAsOf: snapshot.people } : {}),
  };
  return { source: dir, files: { ...files, contentHash: hashStateFiles(files) } };
}
