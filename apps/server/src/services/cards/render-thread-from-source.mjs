// A render thread's entry when the server runs from its sources (npm run dev, scripts started with
// tsx). Worker threads get none of tsx's loader hooks from `node --import tsx`, so the thread
// registers tsx itself before loading the TypeScript. The built server (scripts/build-server.mjs)
// starts its threads on the bundled render-thread.ts instead, with no TypeScript loader at all, and
// so do the Vitest runs, on the build their global setup made (core/thread-entry.ts).
import { register } from "tsx/esm/api";

register();
const { default: render } = await import("./render-thread.ts");

export default render;
