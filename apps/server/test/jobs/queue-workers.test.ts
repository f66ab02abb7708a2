import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppContext } from "../../src/context";
import { defineJob } from "../../src/core/jobs";
import { createLogger } from "../../src/core/logger";
import { prepareDatabase } from "../../src/db/roles";
import { createJobQueue, handleJob, type PgBossQueue } from "../../src/jobs/queue";
import { createTestDatabase } from "../harness";

const log = createLogger("silent");
const queues: PgBossQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});

async function appUrl() {
  return (await prepareDatabase(await createTestDatabase())).appUrl;
}

/** pg-boss's fetches of `queue`'s jobs from now on, counted at its database layer. */
function countFetches(queue: PgBossQueue) {
  const db = queue.boss.getDb() as { executeSql(text: string, values?: unknown[]): Promise<unknown> };
  const executeSql = db.executeSql.bind(db);
  const counted = { fetches: 0 };
  db.executeSql = (text, values) => {
    if (/SKIP LOCKED/i.test(text)) counted.fetches++;
    return executeSql(text, values);
  };
  return counted;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a queue's workers (jobs/queue.ts)", () => {
  it("look once per polling interval while idle, not once per worker", async () => {
    const spec = defineJob({ name: "idle-look", payload: z.object({}), concurrency: 16, pollingIntervalSeconds: 0.5 });
    const queue = await createJobQueue(await appUrl(), [handleJob(spec, async () => {})], log);
    queues.push(queue);
    await queue.startWorkers({} as AppContext);
    await sleep(500); // each worker's first look, at start
    const counted = countFetches(queue);
    await sleep(3_000);
    // One look every 0.5 s: about 6. Each of the 16 workers polling at 0.5 s made 96.
    expect(counted.fetches).toBeGreaterThanOrEqual(4);
    expect(counted.fetches).toBeLessThanOrEqual(9);
  });

  it("takes a job sent by a process without workers within the polling interval", async () => {
    const url = await appUrl();
    const done: number[] = [];
    const spec = defineJob({
      name: "from-web",
      payload: z.object({ at: z.number() }),
      concurrency: 4,
      pollingIntervalSeconds: 0.5,
    });
    const worker = await createJobQueue(url, [handleJob(spec, async ({ at }) => void done.push(Date.now() - at))], log);
    const web = await createJobQueue(url, [handleJob(spec, async () => {})], log);
    queues.push(worker, web);
    await worker.startWorkers({} as AppContext);
    await sleep(500);
    await web.send(spec, { at: Date.now() });
    await expect.poll(() => done.length, { timeout: 5_000 }).toBe(1);
    expect(done[0]).toBeLessThan(1_500);
  });

  it("fans a backlog out over every worker, and each takes the next job at once", async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const spec = defineJob({ name: "backlog", payload: z.object({}), concurrency: 4, pollingIntervalSeconds: 30 });
    const queue = await createJobQueue(
      await appUrl(),
      [
        handleJob(spec, async () => {
          running++;
          most = Math.max(most, running);
          await sleep(300);
          running--;
          finished++;
        }),
      ],
      log,
    );
    queues.push(queue);
    await queue.startWorkers({} as AppContext);
    await sleep(500); // the workers' first looks found nothing; the next is 30 s away
    const started = Date.now();
    for (let i = 0; i < 12; i++) await queue.send(spec, {});
    // 12 jobs of 300 ms on 4 workers: about 0.9 s, with no wait for a poll.
    await expect.poll(() => finished, { timeout: 10_000, interval: 50 }).toBe(12);
    expect(most).toBe(4);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
