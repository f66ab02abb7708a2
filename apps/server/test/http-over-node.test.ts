import type { IncomingMessage, ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";

// The same app behind Node's HTTP server, as in production: bodies are read from Node's own request.
let rt: TestRuntime;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(async () => {
  rt = await startTestRuntime({
    NODE_ENV: "production",
    METRICS_TOKEN: "test-metrics-token-123",
    ORDER_LINK_SECRET: "test-order-link-secret-0123456789abcdef",
    AUTH_SECRET: "test-auth-secret-0123456789abcdefghijkl",
  });
  server = serve({ fetch: rt.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rt?.stop();
});

const post = (name: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

describe("the function API over a socket", () => {
  it("answers a lookup with the API's security headers and a request id", async () => {
    const res = await post("lookup-legislators", JSON.stringify({ zipCode: "82001", includeSenatorsAndReps: false }));
    expect(res.status).toBe(200);
    expect((await res.json())[0].district).toBe("At Large");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a caller's plain request id and replaces one that is not", async () => {
    const body = JSON.stringify({ zipCode: "82001" });
    expect((await post("lookup-senators", body, { "x-request-id": "proxy-123" })).headers.get("x-request-id")).toBe(
      "proxy-123",
    );
    const odd = await post("lookup-senators", body, { "x-request-id": "<script>" });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a streamed body over the limit with a 413, and the connection still answers", async () => {
    const big = JSON.stringify({ zipCode: "x".repeat(1024 * 1024 + 10) });
    // No content-length: the limit must hold while the body streams in.
    const stream = new Blob([big]).stream();
    const res = await fetch(`${base}/api/functions/lookup-senators`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("body_too_large");
    expect((await post("lookup-senators", JSON.stringify({ zipCode: "82001" }))).status).toBe(200);
  });

  it("reads a body whether it came with its headers or after them, in pieces, on one connection", async () => {
    // Each request's body ends on its own, whichever way it was read: a stream still open a timer
    // after its answer closed is drained by the Node adapter at the next (two timers and a drain
    // for every request, as a buffered body read once was).
    const endedAfterClose: boolean[] = [];
    const onRequest = (req: IncomingMessage, res: ServerResponse) =>
      res.once("close", () => setTimeout(() => endedAfterClose.push(req.readableEnded)));
    server.on("request", onRequest);
    const port = (server.address() as AddressInfo).port;
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.on("data", (d) => {
      received += d;
    });
    const answers = async (n: number) => {
      for (let i = 0; i < 100 && (received.match(/HTTP\/1\.1 200/g)?.length ?? 0) < n; i++) await sleep(20);
      return received.match(/\{"state":"\w\w","upper"/g);
    };
    const head = (length: number) =>
      `POST /api/functions/lookup-state-legislators HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`;
    const vermont = JSON.stringify({ zipCode: "05401" });
    socket.write(head(vermont.length) + vermont); // whole, in one packet: read from the buffer at once
    expect(await answers(1)).toEqual(['{"state":"VT","upper"']);
    const nebraska = JSON.stringify({ zipCode: "68508" });
    socket.write(head(nebraska.length) + nebraska.slice(0, 5)); // the rest later: read as it streams
    await sleep(50);
    socket.write(nebraska.slice(5));
    expect(await answers(2)).toEqual(['{"state":"VT","upper"', '{"state":"NE","upper"']);
    socket.destroy();
    server.off("request", onRequest);
    expect(endedAfterClose).toEqual([true, true]);
  });

  it("refuses malformed JSON and an empty body by name", async () => {
    const bad = await post("lookup-senators", "{not json");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_json");
    const empty = await post("lookup-senators", "");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toMatch(/^zipCode: /);
  });

  it("logs failed lookups but only counts successful ones", async () => {
    const info = vi.spyOn(rt.ctx.log, "info");
    await post("lookup-senators", JSON.stringify({ zipCode: "82001" }));
    expect(info.mock.calls.filter(([, msg]) => msg === "request")).toHaveLength(0);
    await post("lookup-senators", JSON.stringify({ zipCode: "00000" }));
    const logged = info.mock.calls.filter(([, msg]) => msg === "request").map(([fields]) => fields);
    expect(logged).toEqual([expect.objectContaining({ route: "fn:lookup-senators", status: 400 })]);
    info.mockRestore();
    const headers = { authorization: "Bearer test-metrics-token-123" };
    const metrics = await (await fetch(`${base}/metrics`, { headers })).text();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{route="fn:lookup-senators",status="200"\} [1-9]/);
  });

  it("serves pages with the page CSP", async () => {
    const res = await fetch(`${base}/onboarding`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
  });
});
