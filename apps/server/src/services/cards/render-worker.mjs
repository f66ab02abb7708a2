// A render thread's entry. Worker threads get none of tsx's loader hooks, neither from
// `node --import tsx` (npm start, the e2e server) nor from Vitest, so the thread registers tsx
// itself before loading the TypeScript renderer.
import os from "node:os";
import { register } from "tsx/esm/api";

// On Linux a nice value belongs to the thread that sets it: this render thread yields the cores to
// the event loop (requests, lookups) and runs whenever it is idle. Elsewhere it would lower the
// whole process, so it is left alone.
if (process.platform === "linux") os.setPriority(10);

register();
const { renderTask } = await import("./render-worker.ts");

export default renderTask;
