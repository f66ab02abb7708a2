import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, signInLinkFor } from "./admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "./harness";
import { serveOnLoopback } from "./loopback";
import { mailEveryCard, orderBody, placeOrder } from "./orders/order-fixtures";
import { waitFor } from "./orders/wait";

/**
 * The app behind a real TLS-terminating proxy on loopback (a self-signed certificate made now),
 * with TRUST_PROXY and no PUBLIC_URL: the proxy talks plain HTTP to the app under its upstream
 * name (as nginx's default Host does) and appends X-Forwarded-For, -Proto and -Host to whatever the
 * client sent. An operator signs in by the emailed link and acts in the console; the functions
 * answer the same pages; what a client writes in those headers itself is never believed.
 */
const OPERATOR = "ops@example.com";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "civic-tls-"));
let rt: TestRuntime;
let app: Awaited<ReturnType<typeof serveOnLoopback>>;
let proxy: https.Server;
let cert: Buffer;
let site: string;

beforeAll(async () => {
  const keyFile = path.join(scratch, "key.pem");
  const certFile = path.join(scratch, "cert.pem");
  const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject, "-keyout", keyFile, "-out", certFile],
    {
      stdio: "ignore",
    },
  );
  cert = fs.readFileSync(certFile);
  rt = await startTestRuntime({
    TRUST_PROXY: "true",
    ADMIN_EMAILS: OPERATOR,
    RATE_LIMIT_ENABLED: "false",
    LOCAL_MAIL_STEP_SECONDS: "3600",
  });
  app = await serveOnLoopback(rt);
  proxy = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const append = (name: string, value: string) => {
      const sent = req.headers[name];
      return sent ? `${sent}, ${value}` : value;
    };
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: app.port,
        method: req.method,
        path: req.url,
        agent: false,
        headers: {
          ...req.headers,
          host: `127.0.0.1:${app.port}`,
          "x-forwarded-for": append("x-forwarded-for", req.socket.remoteAddress ?? ""),
          "x-forwarded-proto": append("x-forwarded-proto", "https"),
          "x-forwarded-host": append("x-forwarded-host", req.headers.host ?? ""),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  site = `https://localhost:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await app?.close();
  await rt?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A request through the proxy over TLS, trusting only the certificate made above. */
function viaProxy(method: string, route: string, headers: Record<string, string> = {}, body?: unknown) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const url = new URL(route, site);
    const req = https.request(
      url,
      {
        method,
        ca: cert,
        agent: false,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe("behind a TLS-terminating proxy with TRUST_PROXY and no PUBLIC_URL", () => {
  it("lets an operator sign in by the emailed https link and act in the console", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    await waitFor("the order to complete", () =>
      rt.ctx.db
        .selectFrom("orders")
        .select("id")
        .where("id", "=", created.orderId)
        .where("status", "=", "completed")
        .executeTakeFirst(),
    );

    // A client's own X-Forwarded-Host is left of the proxy's entry, and never believed.
    const asked = await viaProxy(
      "POST",
      "/api/auth/sign-in/magic-link",
      { origin: site, "x-forwarded-host": "attacker.example", "x-forwarded-proto": "http" },
      { email: OPERATOR, callbackURL: "/admin" },
    );
    expect(asked.status).toBe(200);
    // A loopback host, even forwarded, never chooses the emailed link's origin (issue 41 #14).
    const link = new URL(await signInLinkFor(rt, OPERATOR));
    expect(link.origin).toBe(rt.ctx.services.site.canonicalSiteUrl());

    const verified = await viaProxy("GET", `${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.headers.location).toBe(`${site}/admin`);
    const cookie = (verified.headers["set-cookie"] ?? [])
      .map((c) => c.split(";")[0] as string)
      .find((c) => c.includes("session_token"));
    expect(cookie).toBeTruthy();

    const session = await viaProxy("GET", "/api/admin/session", { cookie: cookie as string });
    expect(JSON.parse(session.text)).toMatchObject({ email: OPERATOR });
    const foreign = await viaProxy(
      "POST",
      `/api/admin/orders/${created.orderId}/erase`,
      { cookie: cookie as string, origin: "https://evil.example" },
      action(),
    );
    expect(foreign.status).toBe(403);
    // Only a settled order is erased (docs/decisions/0031).
    await mailEveryCard(rt, created.orderId);
    const erased = await viaProxy(
      "POST",
      `/api/admin/orders/${created.orderId}/erase`,
      { cookie: cookie as string, origin: site },
      action("Buyer asked"),
    );
    expect(erased.status).toBe(200);
    expect(JSON.parse(erased.text)).toMatchObject({ result: "succeeded" });
  });

  it("answers the functions from our https page and refuses another site's", async () => {
    const ours = await viaProxy(
      "POST",
      "/api/functions/lookup-senators",
      { origin: site, "sec-fetch-site": "same-origin" },
      { zipCode: "82001" },
    );
    expect(ours.status).toBe(200);
    const config = JSON.parse((await viaProxy("GET", "/api/config")).text);
    expect(config.frontendUrl).toBe(site);
    const foreign = await viaProxy(
      "POST",
      "/api/functions/lookup-senators",
      { origin: "https://evil.example" },
      { zipCode: "82001" },
    );
    expect(foreign.status).toBe(403);
  });

  it("believes no forwarded host from a client that reaches the app around the proxy", async () => {
    const forged = await app.request(
      "POST",
      "/api/auth/sign-in/magic-link",
      {
        "content-type": "application/json",
        origin: "https://attacker.example",
        "x-forwarded-host": "attacker.example",
        "x-forwarded-proto": "https",
      },
      JSON.stringify({ email: OPERATOR, callbackURL: "/admin" }),
    );
    expect(forged.status).toBe(403);
    const config = JSON.parse(
      (await app.request("GET", "/api/config", { "x-forwarded-host": "attacker.example" })).text,
    );
    expect(config.frontendUrl).not.toContain("attacker.example");
  });
});
