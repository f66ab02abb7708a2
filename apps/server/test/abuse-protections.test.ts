import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRateLimits } from "../src/core/rate-limit";
import { createTestDatabase, startTestRuntime, type TestRuntime } from "./harness";
import { serveOnLoopback } from "./loopback";

// Each way to run up the costly calls, tried against the app on loopback (docs/decisions/0017, 0019).
const draft = { concerns: "Bridges in my town are crumbling.", personalImpact: "", zipCode: "82001" };
const WAIT = /^Too many requests\. Please wait \d+ seconds and try again\.$/;

describe("the client address behind trusted proxies", () => {
  let rt: TestRuntime;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    rt = await startTestRuntime({ TRUST_PROXY: "true", RATE_LIMIT_ENABLED: "true" });
    http = await serveOnLoopback(rt);
  });
  afterAll(async () => {
    await http?.close();
    await rt?.stop();
  });

  it("counts drafts against the address the proxy saw, whatever the client writes to the left", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await http.call("draft-postcard-message", draft, {
        "x-forwarded-for": `10.9.${i}.1, 203.0.113.7`,
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.error).toMatchObject({ code: "rate_limited", message: expect.stringMatching(WAIT) });
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await http.call("draft-postcard-message", draft, { "x-forwarded-for": "203.0.113.8" })).status).toBe(200);
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  let rt: TestRuntime;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    rt = await startTestRuntime({ TRUST_PROXY: "true", TRUSTED_PROXY_HOPS: "2", RATE_LIMIT_ENABLED: "true" });
    http = await serveOnLoopback(rt);
  });
  afterAll(async () => {
    await http?.close();
    await rt?.stop();
  });

  it("takes the second entry from the right behind two proxies", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const forwarded = `192.0.2.${i}, 198.51.100.4, 10.0.0.${i % 3}`; // forged, client, load balancer
      statuses.push((await http.call("draft-postcard-message", draft, { "x-forwarded-for": forwarded })).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([429]);
    expect(statuses[10]).toBe(429);
  });
});

describe("rate limits in PostgreSQL", () => {
  let url: string;
  let a: TestRuntime;
  let b: TestRuntime;
  let httpA: Awaited<ReturnType<typeof serveOnLoopback>>;
  let httpB: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    url = await createTestDatabase();
    const env = { DATABASE_URL: url, RATE_LIMIT_ENABLED: "true", AI_CALLS_PER_MINUTE: "14", TRUST_PROXY: "true" };
    a = await startTestRuntime(env);
    b = await startTestRuntime(env);
    [httpA, httpB] = await Promise.all([serveOnLoopback(a), serveOnLoopback(b)]);
  });
  afterAll(async () => {
    await Promise.all([httpA?.close(), httpB?.close()]);
    await a?.stop();
    await b?.stop();
  });

  it("gives a client one budget across two app instances on one database", async () => {
    const client = { "x-forwarded-for": "198.51.100.20" };
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? httpA : httpB).call("draft-postcard-message", draft, client);
      expect(res.status).toBe(200);
    }
    const limited = await httpA.call("draft-postcard-message", draft, client);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: "rate_limited", message: expect.stringMatching(WAIT) });
    expect((await httpB.call("draft-postcard-message", draft, client)).status).toBe(429);
  });

  it("holds drafting and transcription together to AI_CALLS_PER_MINUTE across all clients", async () => {
    // 10 drafts went through above (a refused call spends nothing); 4 fresh clients reach 14.
    for (let i = 0; i < 4; i++) {
      const res = await (i % 2 ? httpA : httpB).call("draft-postcard-message", draft, {
        "x-forwarded-for": `198.51.100.${30 + i}`,
      });
      expect(res.status).toBe(200);
    }
    const fresh = await httpB.call("draft-postcard-message", draft, { "x-forwarded-for": "198.51.100.99" });
    expect(fresh.status).toBe(429);
    expect(fresh.body.error.message).toMatch(WAIT);
    const voice = await httpA.call("transcribe-audio", { audio: "AAAA" }, { "x-forwarded-for": "198.51.100.98" });
    expect(voice.status).toBe(429);
  });

  it("exposes the shared limiter: a count made by one instance is seen by the other", async () => {
    const limit = { points: 2, windowSeconds: 60 };
    await a.ctx.rateLimits.consume("probe", limit, "client-x");
    await b.ctx.rateLimits.consume("probe", limit, "client-x");
    await expect(a.ctx.rateLimits.consume("probe", limit, "client-x")).rejects.toMatchObject({ status: 429 });
  });

  it("refuses a client over its budget from memory, without asking the database again", async () => {
    const pool = new pg.Pool({ connectionString: url });
    const limits = createRateLimits({ enabled: true, pool, aiCallsPerMinute: 100 });
    const limit = { points: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limits.consume("flood", limit, "client-z");
    const query = vi.spyOn(pool, "query");
    for (let i = 0; i < 5; i++) {
      await expect(limits.consume("flood", limit, "client-z")).rejects.toMatchObject({
        status: 429,
        message: expect.stringMatching(WAIT),
      });
    }
    expect(query).not.toHaveBeenCalled();
    await pool.end();
  });

  it("counts the directory lookups per process (memory is cheaper than the round trip)", async () => {
    const limit = { points: 1, windowSeconds: 60, perProcess: true as const };
    await a.ctx.rateLimits.consume("lookup-probe", limit, "client-w");
    await b.ctx.rateLimits.consume("lookup-probe", limit, "client-w");
    await expect(a.ctx.rateLimits.consume("lookup-probe", limit, "client-w")).rejects.toMatchObject({ status: 429 });
  });

  it("keeps limiting in memory while the database cannot be reached", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none", connectionTimeoutMillis: 200 });
    pool.on("error", () => {});
    const limits = createRateLimits({ enabled: true, pool, aiCallsPerMinute: 100 });
    const limit = { points: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limits.consume("offline", limit, "client-y");
    await expect(limits.consume("offline", limit, "client-y")).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(WAIT),
    });
    await pool.end();
  });
});
