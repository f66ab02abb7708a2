import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { StateDirectoryFiles } from "./parse-state-sources";

/** The snapshot shipped with the server: the seed when the configured source can't be read. */
export const BUNDLED_STATE_SNAPSHOT_DIR = path.resolve(import.meta.dirname, "../../../../data/state");

/** A folder's jurisdiction files and ZCTA table, the parts a redistricting changes. */
export async function readStateTables(dir: string) {
  const jurisdictions: Record<string, string> = {};
  for (const f of (await fs.readdir(path.join(dir, "jurisdictions"))).sort()) {
    if (f.endsWith(".yml"))
      jurisdictions[f.slice(0, -4)] = await fs.readFile(path.join(dir, "jurisdictions", f), "utf8");
  }
  return { jurisdictions, zctaSld: await fs.readFile(path.join(dir, "zcta-sld.csv"), "utf8") };
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

/**
 * A folder laid out as ../shared/data/state is (people/{state}/*.yml, jurisdictions/{state}.yml,
 * zcta-sld.csv). `snapshot.json`, when present, says which day the people describe.
 */
export async function readStateDirectoryFolder(dir: string): Promise<{ source: string; files: StateDirectoryFiles }> {
  const states = (await fs.readdir(path.join(dir, "people"), { withFileTypes: true }))
    .filter((d) => d.isDirectory() && /^[a-z]{2}$/.test(d.name))
    .map((d) => d.name)
    .sort();
  const people = (
    await Promise.all(
      states.map(async (state) => {
        const folder = path.join(dir, "people", state);
        const names = (await fs.readdir(folder)).filter((f) => f.endsWith(".yml")).sort();
        return Promise.all(names.map(async (f) => ({ state, text: await fs.readFile(path.join(folder, f), "utf8") })));
      }),
    )
  ).flat();
  const snapshot = await fs
    .readFile(path.join(dir, "snapshot.json"), "utf8")
    .then((t) => JSON.parse(t) as { people?: string })
    .catch(() => null);
  const files = {
    people,
    ...(await readStateTables(dir)),
    ...(snapshot?.people ? { membersAsOf: snapshot.people } : {}),
  };
  return { source: dir, files: { ...files, contentHash: hashStateFiles(files) } };
}
