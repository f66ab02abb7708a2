import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import type { StateDirectoryFiles } from "./parse-state-sources";
import { hashStateFiles, readStateTables } from "./read-state-sources";

/** A sitting legislator's file in Open States' repository: `<root>/data/<state>/legislature/<name>.yml`. */
const PERSON = /^[^/]+\/data\/([a-z]{2})\/legislature\/[^/]+\.yml$/;
const MAX_ARCHIVE_BYTES = 300 * 1024 * 1024;

/**
 * The people from Open States' repository archive (its branch as a .tar.gz, streamed: only the
 * legislature files are kept), with the jurisdictions and the ZCTA table of `tablesDir`. The
 * district table changes with a redistricting plan, which a release brings with its source; the
 * members change at every election, and are what a refresh reads. Runs in the parser thread.
 */
export async function readStateUpstream(peopleUrl: string, tablesDir: string): Promise<StateDirectoryFiles> {
  const res = await fetch(peopleUrl, { signal: AbortSignal.timeout(120_000) });
  if (!res.ok || !res.body) throw new Error(`GET ${peopleUrl} answered ${res.status}`);
  const people: StateDirectoryFiles["people"] = [];
  const extract = tar.extract();
  let bytes = 0;
  const body = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  body.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > MAX_ARCHIVE_BYTES) body.destroy(new Error(`${peopleUrl} is larger than ${MAX_ARCHIVE_BYTES} bytes`));
  });
  const done = new Promise<void>((resolve, reject) => {
    extract.on("entry", (header, stream, next) => {
      const state = header.type === "file" ? PERSON.exec(header.name)?.[1] : undefined;
      if (!state) {
        stream.on("end", next).resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (c: unknown) => {
        chunks.push(c as Buffer);
      });
      stream.on("end", () => {
        people.push({ state, text: Buffer.concat(chunks).toString("utf8") });
        next();
      });
    });
    extract.on("finish", resolve);
    extract.on("error", reject);
    body.on("error", reject);
  });
  body
    .pipe(createGunzip())
    .on("error", (err) => extract.destroy(err))
    .pipe(extract);
  await done;
  if (people.length === 0) throw new Error(`${peopleUrl} holds no legislature files`);
  // In the archive's order, which the same commit keeps. It carries no date of its own: the newest
  // start of a role says how recent it is at least.
  const files = { people, ...readStateTables(tablesDir) };
  return { ...files, contentHash: hashStateFiles(files) };
}
