import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { flushErrorReporting, reportError, startErrorReporting, stopErrorReporting } from "./error-reporting";

// A fake Sentry ingest on loopback: it records every envelope the SDK posts.
const envelopes: string[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8"));
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
// Files share a worker's modules: the next file to start reporting must get its own DSN, not this one.
afterAll(async () => {
  await stopErrorReporting();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("server error reporting", () => {
  it("is off without SENTRY_DSN", async () => {
    await startErrorReporting(loadConfig({}));
    reportError(new Error("not sent"));
    await flushErrorReporting(500);
    expect(envelopes).toEqual([]);
  });

  it("sends unexpected errors with tags and without emails", async () => {
    await startErrorReporting(
      loadConfig({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`, NODE_ENV: "test", ROLE: "web" }),
    );
    reportError(new Error("order failed for jane.doe@example.com"), { route: "fn:verify-payment", requestId: "r-1" });
    await flushErrorReporting(5000);
    const sent = envelopes.join("\n");
    expect(sent).toContain("order failed for [email]");
    expect(sent).not.toContain("jane.doe@example.com");
    expect(sent).toContain('"route":"fn:verify-payment"');
    expect(sent).toContain('"requestId":"r-1"');
    expect(sent).toContain('"app":"server"');
    expect(sent).toContain('"role":"web"');
  });

  it("never sends a status page's token: not in the request URL, the transaction, breadcrumbs or the message", async () => {
    const token = "Zr8QvXk3pL0aT7mN2sW9yB4cE6fH1jK5gD8uI0oP3qA";
    // An error reported while a real request to a status route is handled, as the app does.
    const app = http.createServer((req, res) => {
      console.warn(`slow answer for ${req.url}`); // a console breadcrumb carrying the path
      reportError(new Error(`could not read ${req.url}`), { route: "orders:data" });
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const { port: appPort } = app.address() as AddressInfo;
    try {
      const before = envelopes.length;
      await fetch(`http://127.0.0.1:${appPort}/api/orders/${token}/data.json?download=1`);
      await fetch(`http://127.0.0.1:${appPort}/orders/${token}`);
      await flushErrorReporting(5000);
      const sent = envelopes.slice(before).join("\n");
      expect(sent).toContain("could not read /api/orders/[token]/data.json");
      expect(sent).toContain("could not read /orders/[token]");
      expect(sent).not.toContain(token);
    } finally {
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});
