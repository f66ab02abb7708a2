// The directory parser thread's entry when the server runs from its sources (npm run dev): worker
// threads get none of tsx's loader hooks, so the thread registers tsx itself before loading the
// TypeScript. The built server, and the Vitest runs, start the thread on the bundled
// parse-thread.ts instead (core/thread-entry.ts).
import { register } from "tsx/esm/api";

register();
await import("./parse-thread.ts");
