// A render thread's entry when the server runs from its sources (npm run dev, Vitest, tests that
// start main.ts with tsx). Worker threads get none of tsx's loader hooks, neither from
// `node --import tsx` nor from Vitest, so the thread registers tsx itself before loading the
// TypeScript. The built server (scripts/build-server.mjs) starts its threads on the bundled
// render-thread.ts instead, with no TypeScript loader at all.
import { register } from "tsx/esm/api";

register();
const { default: render } = await import("./render-thread.ts");

export default render;
