import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ErrorBody, errorBodySchema } from "@civic/contracts/errors";
import type { FunctionName, FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import type { Legislator } from "@civic/contracts/legislators";
import { inject } from "vitest";
import { loadConfig } from "../src/core/config";
import { createLogger } from "../src/core/logger";
import { type Runtime, startRuntime } from "../src/runtime";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { SNAPSHOT_DAY } from "./snapshot-day";
import { createDatabaseFromTemplate } from "./test-postgres";

/** A fresh database in the run's PostgreSQL: migrated, with the legislator directory imported. */
export function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  return createDatabaseFromTemplate(inject("adminDatabaseUrl"), options);
}

/**
 * A function's answer, typed by its contract. `body` is the contract's response when the call
 * succeeded; a failure's body is the ErrorBody every function answers with, read through `error`
 * (undefined on success, or if the body is not that shape). `error` is not enumerable, so an
 * expectation on the whole answer reads `{ status, body }`.
 */
export interface FunctionCall<N extends FunctionName> {
  status: number;
  body: FunctionResponse<N>;
  error: ErrorBody["error"] | undefined;
}

/** A status and the parsed JSON of a function's answer, as a FunctionCall. */
function functionCall<N extends FunctionName>(status: number, json: unknown): FunctionCall<N> {
  const failure = errorBodySchema.safeParse(json);
  // The contract's response is what a 2xx carries; the tests check the status they expect.
  const call = { status, body: json as FunctionResponse<N> };
  return Object.defineProperty(call, "error", {
    value: status >= 400 && failure.success ? failure.data.error : undefined,
    enumerable: false,
  }) as FunctionCall<N>;
}

/** lookup-legislators' answer without includeSenatorsAndReps: the ZIP's House members. */
export function legislatorList(body: FunctionResponse<"lookup-legislators">): Legislator[] {
  if (!Array.isArray(body)) throw new Error("lookup-legislators answered representatives and senators, not a list");
  return body;
}

/** lookup-legislators' answer with includeSenatorsAndReps: true. */
export function legislatorGroups(body: FunctionResponse<"lookup-legislators">) {
  if (Array.isArray(body)) throw new Error("lookup-legislators answered a list, not representatives and senators");
  return body;
}

export interface TestRuntime extends Runtime {
  dataDir: string;
  /** POST /api/functions/{name} through app.request(). A string body is sent as it is. */
  call<N extends FunctionName>(name: N, body: FunctionRequest<N> | string): Promise<FunctionCall<N>>;
}

/** The real runtime (database, jobs, services) against a fresh database; no port is opened. */
export async function startTestRuntime(
  env: Record<string, string> = {},
  options: { emptyDatabase?: boolean } = {},
): Promise<TestRuntime> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: await createTestDatabase({ empty: options.emptyDatabase }),
    LOG_LEVEL: "silent",
    // Tests never reach upstream: the directory comes from the snapshot shipped in the repo.
    CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
    STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
    // One render thread, not one per core: a test draws a few cards, and each thread costs about
    // a CPU-second to start (decision 0137; the render pool's own tests run two).
    RENDER_THREADS: "1",
    // ...read on the snapshot's day, when every member in it sat; a test moves ctx.clock.
    // (Production refuses a set clock: a test of it runs on real time.)
    ...(env.NODE_ENV === "production" ? {} : { CLOCK_START: SNAPSHOT_DAY }),
    ...env,
  });
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL));
  return {
    ...runtime,
    dataDir,
    async call(name, body) {
      const res = await runtime.app.request(`/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return functionCall<typeof name>(res.status, await res.json());
    },
    async stop() {
      await runtime.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
