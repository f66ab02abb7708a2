import { it } from "vitest";
import { Session } from "node:inspector/promises";
import fs from "node:fs";
import { startTestRuntime } from "./harness";
it("boot", async () => {
  (await startTestRuntime({})).stop();
  const s = new Session(); s.connect();
  await s.post("Profiler.enable"); await s.post("Profiler.start");
  for (let i = 0; i < 3; i++) { const rt = await startTestRuntime({}); await rt.stop(); }
  const { profile } = await s.post("Profiler.stop");
  fs.writeFileSync("/tmp/boot.cpuprofile", JSON.stringify(profile));
}, 120_000);
