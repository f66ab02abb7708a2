// The directory parser thread's entry when the server runs from its sources (npm run dev, Vitest):
// worker threads get none of tsx's loader hooks, so the thread registers tsx itself before loading
// the TypeScript. The built server starts the thread on the bundled parse-thread.ts instead.
import { register } from "tsx/esm/api";

register();
await import("./parse-thread.ts");
