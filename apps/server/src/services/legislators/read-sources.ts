import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../core/config";

const FILES = {
  legislators: "legislators-current.yaml",
  offices: "legislators-district-offices.yaml",
  zccd: "zccd.csv",
} as const;

/** The snapshot shipped with the server: the seed when the configured source can't be read. */
export const BUNDLED_SNAPSHOT_DIR = path.resolve(import.meta.dirname, "../../../data/congress");

export async function readDirectoryFolder(dir: string) {
  const read = (f: string) => fs.readFile(path.join(dir, f), "utf8");
  return {
    source: dir,
    files: {
      legislators: await read(FILES.legislators),
      offices: await read(FILES.offices),
      zccd: await read(FILES.zccd),
    },
  };
}

/** The three public files, from CONGRESS_DATA_DIR when set, else from their upstream addresses. */
export async function readDirectorySources(config: Config) {
  if (config.CONGRESS_DATA_DIR) return readDirectoryFolder(config.CONGRESS_DATA_DIR);
  const get = async (url: string) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return res.text();
  };
  const base = config.CONGRESS_DATA_URL.replace(/\/$/, "");
  return {
    source: base,
    files: {
      legislators: await get(`${base}/${FILES.legislators}`),
      offices: await get(`${base}/${FILES.offices}`),
      zccd: await get(config.ZCCD_URL),
    },
  };
}
