import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ METRICS_TOKEN: "test-metrics-token-123" });
});
afterAll(async () => {
  await rt?.stop();
});

describe("the function API", () => {
  it("answers an unknown function with a 404 in the error shape", async () => {
    const res = await rt.app.request("/api/functions/nope", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("nope");
  });

  it("refuses malformed JSON with a 400 a person can act on", async () => {
    const res = await rt.call("lookup-senators", "{not json");
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: "invalid_json", message: "The request body is not valid JSON." });
  });

  it("refuses a body that fails the schema with a 400 naming the field", async () => {
    const res = await rt.call("lookup-senators", JSON.stringify({ zipCode: 12 }));
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("invalid_body");
    expect(res.error?.message).toMatch(/^zipCode: /);
  });

  it("refuses a body over the limit with a 413", async () => {
    const big = JSON.stringify({ zipCode: "x".repeat(1024 * 1024 + 10) });
    const res = await rt.call("lookup-senators", big);
    expect(res.status).toBe(413);
    expect(res.error?.code).toBe("body_too_large");
  });

  it("turns an unexpected exception into a 500 with a request id and no stack", async () => {
    const directory = rt.ctx.services.legislators;
    const isLoaded = directory.isLoaded;
    directory.isLoaded = () => {
      throw new Error("secret internals");
    };
    const { status, body, error } = await rt.call("lookup-senators", { zipCode: "33301" });
    directory.isLoaded = isLoaded;
    expect(status).toBe(500);
    expect(error?.code).toBe("internal");
    expect(error?.requestId).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain("secret internals");
  });
});

describe("operations endpoints", () => {
  it("is healthy and ready once migrated", async () => {
    expect((await rt.app.request("/healthz")).status).toBe(200);
    const ready = await rt.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("counts calls in Prometheus format by route and status", async () => {
    await rt.app.request("/api/functions/nope", { method: "POST" });
    const authorization = "Bearer test-metrics-token-123";
    const text = await (await rt.app.request("/metrics", { headers: { authorization } })).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="fn:unknown",status="404"\} \d+/);
    expect(text).toContain("http_request_duration_seconds_bucket");
  });

  it("publishes per-host config without secrets", async () => {
    const staging = await (await rt.app.request("http://staging.example/api/config")).json();
    expect(staging).toMatchObject({ isProduction: false, environment: "staging", appName: "Civic Postcard" });
    expect(staging.assistantName).toBe("Quill");
  });
});
