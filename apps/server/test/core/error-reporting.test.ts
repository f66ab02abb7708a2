import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { loadConfig } from "../../src/core/config";
import {
  flushErrorReporting,
  reportError,
  startErrorReporting,
  stopErrorReporting,
} from "../../src/core/error-reporting";

// A Sentry ingest on loopback: what the server's error reports carry once they have left.
const received: string[] = [];
const ingest = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    received.push((req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString());
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
await new Promise<void>((r) => ingest.listen(0, "127.0.0.1", r));
// Files share a worker's modules: the next file to start reporting must get its own DSN, not this one.
afterAll(async () => {
  await stopErrorReporting();
  await new Promise<void>((r) => ingest.close(() => r()));
});

it("sends an error report without the status page token or the email address it mentions", async () => {
  const { port } = ingest.address() as AddressInfo;
  await startErrorReporting(loadConfig({ SENTRY_DSN: `http://public@127.0.0.1:${port}/1`, NODE_ENV: "test" }));
  reportError(new Error("GET /api/orders/tok3nS3cret/events failed for carol@example.com"), {
    route: "/orders/tok3nS3cret",
  });
  await flushErrorReporting(5000);
  const sent = received.join("\n");
  expect(sent).toContain("/api/orders/[token]/events failed for [email]");
  expect(sent).not.toContain("tok3nS3cret");
  expect(sent).not.toContain("carol@example.com");
});
