// A render thread's entry. Worker threads get none of tsx's loader hooks, neither from
// `node --import tsx` (npm start, the e2e server) nor from Vitest, so the thread registers tsx
// itself before loading the TypeScript renderer.
import { register } from "tsx/esm/api";

register();
const { renderTask } = await import("./render-worker.ts");

export default renderTask;
