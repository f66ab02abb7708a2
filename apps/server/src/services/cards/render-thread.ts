// A render thread's code: piscina runs its default export for each task. From the built server
// (scripts/build-server.mjs) this file is the thread's whole entry; from the sources,
// render-thread-from-source.mjs loads tsx first and then this.
import os from "node:os";
import v8 from "node:v8";
import vm from "node:vm";
import { collectEvery } from "./collect-every";
import { drawnPixelBytes } from "./render-card";
import { type RenderTask, renderTask } from "./render-tasks";

// On Linux a nice value belongs to the thread that sets it: this render thread yields the cores to
// the event loop (requests, lookups) and runs whenever it is idle. Elsewhere it would lower the
// whole process, so it is left alone.
if (process.platform === "linux") os.setPriority(10);

// A thread of its own may enable gc(): the flag takes effect in a context made after it is set.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as (options?: { type: "minor" | "major" }) => void;

// What resvg draws lives in native memory, freed only once V8 collects the small objects holding
// it (decision 0048). A card's images die young, so a minor collection after every task frees
// them (about a millisecond); a full one each 32 MB of pixels drawn catches any that lived longer.
// Without the minor ones a thread held up to 32 MB of dead pixels, and glibc kept the pages:
// 40 back previews in a row grew a thread by about 70 MB, with them by about 30.
const collectIfDue = collectEvery(32 * 1024 * 1024, drawnPixelBytes, () => gc());
const afterTask = () => {
  gc({ type: "minor" });
  collectIfDue();
};

export default async function render(task: RenderTask) {
  const result = await renderTask(task);
  // After the answer is on its way: piscina posts it when this promise settles, before the
  // immediate runs, so the collection takes none of the caller's time.
  setImmediate(afterTask);
  return result;
}
