// A render thread's code: piscina runs its default export for each task. From the built server
// (scripts/build-server.mjs) this file is the thread's whole entry; from the sources,
// render-worker.mjs loads tsx first and then this.
import os from "node:os";
import v8 from "node:v8";
import vm from "node:vm";
import { collectEvery } from "./collect-every";
import { drawnPixelBytes } from "./render-card";
import { type RenderTask, renderTask } from "./render-worker";

// On Linux a nice value belongs to the thread that sets it: this render thread yields the cores to
// the event loop (requests, lookups) and runs whenever it is idle. Elsewhere it would lower the
// whole process, so it is left alone.
if (process.platform === "linux") os.setPriority(10);

// A thread of its own may enable gc(): the flag takes effect in a context made after it is set.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

// A collection (a few ms of this thread's time) each 32 MB of pixels drawn, about ten previews:
// without it a thread drawing previews grew about 4 MB each (to 1.1 GB after 240).
const collectIfDue = collectEvery(32 * 1024 * 1024, drawnPixelBytes, () => gc());

export default async function render(task: RenderTask) {
  const result = await renderTask(task);
  collectIfDue();
  return result;
}
