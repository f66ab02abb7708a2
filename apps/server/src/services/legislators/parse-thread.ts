// The directory parser's thread: parses the public files it is handed (the Congress directory's or
// the state directory's) and posts the rows back, then exits, and the garbage of parsing (about
// 95 MB of YAML and CSV nodes) goes with it. From the built server (scripts/build-server.mjs) this
// file is the thread's whole entry; from the sources, parse-thread-from-source.mjs loads tsx first and then this.
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { ParseTask } from "./parse-in-thread";
import { parseDirectory } from "./parse-sources";
import { parseStateDirectory } from "./state/parse-state-sources";
import { readStateDirectoryFolder } from "./state/read-state-sources";
import { readStateUpstream } from "./state/read-state-upstream";

// A second or so of CPU that no request waits for: on Linux this thread yields the cores to the
// event loop (a nice value belongs to the thread that sets it), as the render threads do.
if (process.platform === "linux") os.setPriority(10);
const task = workerData as ParseTask;
async function stateFiles(source: Extract<ParseTask, { kind: "state" }>["source"]) {
  return "dir" in source
    ? readStateDirectoryFolder(source.dir).files
    : readStateUpstream(source.peopleUrl, source.tablesDir);
}

async function parseState(task: Extract<ParseTask, { kind: "state" }>) {
  const files = await stateFiles(task.source);
  return files.contentHash === task.knownHash ? { unchanged: true } : parseStateDirectory(files);
}

parentPort?.postMessage(task.kind === "state" ? await parseState(task) : parseDirectory(task.files));
