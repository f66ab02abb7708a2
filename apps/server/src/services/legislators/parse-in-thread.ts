import { Worker } from "node:worker_threads";
import { threadEntry } from "../../core/thread-entry";
import type { DirectoryData, DirectoryFiles } from "./parse-sources";
import type { StateDirectoryData } from "./state/parse-state-sources";

/** The thread's entry: bundled beside the built server (scripts/build-server.mjs); see threadEntry. */
const THREAD_ENTRY = threadEntry("parse-thread", import.meta.url);

export type ParseTask =
  | { kind: "congress"; files: DirectoryFiles }
  | { kind: "state"; source: StateSource; knownHash?: string };

/** The state files read were the ones already imported (the same content hash): nothing parsed. */
export interface UnchangedState {
  unchanged: true;
}

/** A folder laid out as ../shared/data/state, or Open States' archive with the tables of a folder. */
export type StateSource = { dir: string } | { peopleUrl: string; tablesDir: string };

function parseInThread<T>(task: ParseTask) {
  return new Promise<T>((resolve, reject) => {
    const thread = new Worker(THREAD_ENTRY, { workerData: task });
    thread.once("message", resolve);
    thread.once("error", reject);
    thread.once("exit", (code) => reject(new Error(`The directory's parser thread stopped (exit code ${code}).`)));
  });
}

/**
 * The three public files parsed in a thread of its own, started for this and gone after: parsing
 * takes 1.1–1.5 s of CPU, which on the event loop would stall every request of a process that runs
 * the refresh (the default single process does), and leaves about 95 MB of garbage that V8 would
 * keep until it next needs the room. Only the rows come back (a structured copy).
 */
export function parseDirectoryInThread(files: DirectoryFiles) {
  return parseInThread<DirectoryData>({ kind: "congress", files });
}

/**
 * The state directory's files (7,000 YAML files and a 100,000-row table), likewise, read (or
 * downloaded) by the thread too: their text never reaches this thread's heap, only the rows do.
 * Files whose hash is `knownHash` (the data imported last) are not parsed at all: most daily
 * refreshes read what they read the day before.
 */
export function parseStateDirectoryInThread(source: StateSource, knownHash?: string) {
  return parseInThread<StateDirectoryData | UnchangedState>({ kind: "state", source, knownHash });
}
