// A render thread's entry. Worker threads get none of tsx's loader hooks, neither from
// `node --import tsx` (npm start, the e2e server) nor from Vitest, so the thread registers tsx
// itself before loading the TypeScript renderer.
import os from "node:os";
import v8 from "node:v8";
import vm from "node:vm";
import { register } from "tsx/esm/api";

// On Linux a nice value belongs to the thread that sets it: this render thread yields the cores to
// the event loop (requests, lookups) and runs whenever it is idle. Elsewhere it would lower the
// whole process, so it is left alone.
if (process.platform === "linux") os.setPriority(10);

// A thread of its own may enable gc(): the flag takes effect in a context made after it is set.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

register();
const { collectEvery, drawnPixelBytes, renderTask } = await import("./render-worker.ts");

// A collection (a few ms of this thread's time) each 32 MB of pixels drawn, about ten previews:
// without it a thread drawing previews grew about 4 MB each (to 1.1 GB after 240).
const collectIfDue = collectEvery(32 * 1024 * 1024, drawnPixelBytes, () => gc());

export default async function render(task) {
  const result = await renderTask(task);
  collectIfDue();
  return result;
}
