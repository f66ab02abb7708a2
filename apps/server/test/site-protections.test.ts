import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOperationsServer } from "../src/http/operations";
import { signInLinkFor } from "./admin/console-helpers";
import { startFakeStripe } from "./fakes/fake-stripe";
import { startTestRuntime, type TestRuntime } from "./harness";
import { serveOnLoopback } from "./loopback";
import { mailFilesIn } from "./mail-outbox";
import { orderBody } from "./orders/order-fixtures";

// Cross-site calls, unsafe text, test/live mode, forged hosts, operations endpoints and
// the CSP, each against the app on loopback.
const draft = { concerns: "Bridges in my town are crumbling.", personalImpact: "", zipCode: "82001" };
const TOKEN = "metrics-token-0123456789";
const OPERATOR = "ops@example.com";

// A stand-in build with the tags whose URLs the server fills in.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "civic-web-dist-"));
fs.writeFileSync(
  path.join(dist, "index.html"),
  '<html><head><meta property="og:url" content="__SITE_URL__/"></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, "app.js"), "console.log(1)");
fs.writeFileSync(path.join(dist, "app.js.map"), '{"version":3,"sources":["secret.ts"]}');

let rt: TestRuntime;
let http: Awaited<ReturnType<typeof serveOnLoopback>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let live: TestRuntime;
let liveHttp: Awaited<ReturnType<typeof serveOnLoopback>>;

beforeAll(async () => {
  rt = await startTestRuntime({
    RATE_LIMIT_ENABLED: "false",
    WEB_DIST_DIR: dist,
    PRODUCTION_HOSTS: "civic.example",
    POSTHOG_KEY: "phc_test_key",
    METRICS_TOKEN: TOKEN,
    ADMIN_EMAILS: OPERATOR, // PUBLIC_URL unset: the console's links must still never name a forged host
  });
  http = await serveOnLoopback(rt);
  const key = "rk_live_restricted_fake";
  stripe = await startFakeStripe(key);
  live = await startTestRuntime({
    RATE_LIMIT_ENABLED: "false",
    WEB_DIST_DIR: dist,
    STRIPE_SECRET_KEY: key,
    STRIPE_PUBLISHABLE_KEY: "pk_live_fake",
    STRIPE_API_URL: stripe.url,
    PRODUCTION_HOSTS: "civic.example",
  });
  liveHttp = await serveOnLoopback(live);
});
afterAll(async () => {
  await Promise.all([http?.close(), liveHttp?.close()]);
  await rt?.stop();
  await live?.stop();
  await stripe?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("cross-site calls to the functions", () => {
  it("refuses a body that is not JSON, so no browser can send it without a preflight", async () => {
    const res = await http.call("draft-postcard-message", JSON.stringify(draft), { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: "unsupported_media_type", message: expect.stringContaining("JSON") });
  });

  it("refuses a foreign Origin and Sec-Fetch-Site: cross-site with a 403 in the error shape", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://127.0.0.1:1" }, // another local app is not us
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const res = await http.call("draft-postcard-message", draft, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error).toMatchObject({ code: "forbidden", requestId: expect.any(String) });
    }
    const before = await rt.ctx.db.selectFrom("orders").select("id").execute();
    const payment = await http.call("create-payment", orderBody(rt, 1), { origin: "https://evil.example" });
    expect(payment.status).toBe(403);
    expect(await rt.ctx.db.selectFrom("orders").select("id").execute()).toHaveLength(before.length);
  });

  it("answers our own pages, production hosts, and callers without those headers", async () => {
    const ours: Record<string, string>[] = [
      {},
      { origin: http.base, "sec-fetch-site": "same-origin" },
      { origin: "https://civic.example", "sec-fetch-site": "same-site" },
      { origin: "https://www.civic.example" },
    ];
    for (const headers of ours) {
      expect((await http.call("draft-postcard-message", draft, headers)).status, JSON.stringify(headers)).toBe(200);
    }
    const charset = await http.call(
      "lookup-senators",
      { zipCode: "82001" },
      {
        "content-type": "application/json; charset=utf-8",
      },
    );
    expect(charset.status).toBe(200);
  });

  it("leaves the vendors' webhooks alone", async () => {
    const res = await http.request(
      "POST",
      "/api/webhooks/stripe",
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://vendor.example",
        "sec-fetch-site": "cross-site",
      },
      "id=1",
    );
    // Stripe is not configured here: its handler answered, the request was not refused as cross-site.
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text).error.message).toBe("Stripe is not configured on this server.");
  });
});

describe("text the database cannot store", () => {
  it("answers a NUL or a lone surrogate in any text field with a 400 naming the field", async () => {
    const nul = await http.call("draft-postcard-message", { ...draft, concerns: "Bridges\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatchObject({ code: "invalid_body", message: expect.stringMatching(/^concerns: /) });
    const surrogate = await http.call("verify-payment", { sessionId: "cs_\ud800" });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error.message).toMatch(/^sessionId: /);
    const nested = await http.call("create-payment", orderBody(rt, 1, { fullName: "Ana" }), {});
    expect(nested.status).toBe(200);
    const body = orderBody(rt, 1);
    body.postcardData.userInfo.city = "Fort\u0000Lauderdale";
    const deep = await http.call("create-payment", body);
    expect(deep.status).toBe(400);
    expect(deep.body.error.message).toMatch(/^postcardData\.userInfo\.city: /);
  });
});

describe("test or live mode", () => {
  it("is live everywhere with a restricted live key", async () => {
    const config = JSON.parse((await liveHttp.request("GET", "/api/config")).text);
    expect(config.payments).toMatchObject({ provider: "stripe", testMode: false });
    expect(live.ctx.services.payments.provider.testMode).toBe(false);
    const simulated = await liveHttp.call("create-payment", orderBody(live, 1, { simulateFailure: true }));
    expect(simulated.status).toBe(400);
  });
});

describe("URLs from a forged Host", () => {
  it("never puts a host we do not know into the page, the config or Stripe's return URL", async () => {
    const page = await liveHttp.request("GET", "/faq", { host: "evil.example" });
    expect(page.text).toContain('content="https://civic.example/"');
    expect(page.text).not.toContain("evil.example");
    const config = JSON.parse((await liveHttp.request("GET", "/api/config", { host: "evil.example" })).text);
    expect(config.frontendUrl).toBe("https://civic.example");
    const created = await liveHttp.call("create-payment", orderBody(live, 1), { host: "evil.example" });
    expect(created.status).toBe(200);
    const request = stripe.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(request.params.return_url).toBe("https://civic.example/payment-return?session_id={CHECKOUT_SESSION_ID}");
  });

  it("uses a production host (over https) or loopback as asked", async () => {
    const prod = await liveHttp.request("GET", "/faq", { host: "www.civic.example" });
    expect(prod.text).toContain('content="https://www.civic.example/"');
    const local = await liveHttp.request("GET", "/faq");
    expect(local.text).toContain(`content="${liveHttp.base}/"`);
  });
});

describe("the console's sign-in from a forged Host", () => {
  const askLink = (headers: Record<string, string>) =>
    http.request(
      "POST",
      "/api/auth/sign-in/magic-link",
      { "content-type": "application/json", ...headers },
      JSON.stringify({ email: OPERATOR, callbackURL: "/admin" }),
    );
  const mails = () => mailFilesIn(rt.dataDir).map((f) => fs.readFileSync(f, "utf8"));

  it("refuses /api/auth/* for a host that is not ours, before a link is made", async () => {
    const forged = await askLink({ host: "attacker.example", origin: "http://attacker.example" });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text).error.code).toBe("forbidden");
    const session = await http.request("GET", "/api/auth/get-session", { host: "attacker.example" });
    expect(session.status).toBe(403);
    // An operator's email asked afterwards from our own host proves the outbox is live.
    expect((await askLink({ origin: http.base })).status).toBe(200);
    // Asked from loopback, the link is on the first production host (issue 41 #14).
    expect(await signInLinkFor(rt, OPERATOR)).toMatch(/^https:\/\/civic\.example\/api\/auth\/magic-link\/verify\?/);
    expect(mails().filter((m) => m.includes("attacker.example"))).toEqual([]);
  });

  it("builds the link from our site URL: a production host over https, a forwarded host ignored", async () => {
    const prod = await askLink({
      host: "civic.example",
      origin: "https://civic.example",
      "x-forwarded-host": "attacker.example",
      "x-forwarded-proto": "http",
    });
    expect(prod.status).toBe(200);
    expect(await signInLinkFor(rt, OPERATOR)).toMatch(/^https:\/\/civic\.example\/api\/auth\/magic-link\/verify\?/);
    expect(mails().filter((m) => m.includes("attacker.example"))).toEqual([]);
  });
});

describe("operations endpoints", () => {
  it("serves /metrics on the main port only with the bearer token", async () => {
    expect((await http.request("GET", "/metrics")).status).toBe(404);
    expect((await http.request("GET", "/metrics", { authorization: "Bearer wrong-token-0123456789" })).status).toBe(
      404,
    );
    const ok = await http.request("GET", "/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("http_request_duration_seconds_count");
    // Without METRICS_TOKEN it is not served on the main port at all.
    expect((await liveHttp.request("GET", "/metrics", { authorization: "Bearer " })).status).toBe(404);
  });

  it("answers /readyz with its status alone", async () => {
    const res = await http.request("GET", "/readyz");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ status: "ready" });
  });

  it("serves /metrics and the detailed /readyz on METRICS_PORT, bound to loopback", async () => {
    const ops = await startOperationsServer(rt.ctx, 0);
    try {
      expect(ops.address.address).toBe("127.0.0.1");
      const base = `http://127.0.0.1:${ops.address.port}`;
      expect(await (await fetch(`${base}/metrics`)).text()).toContain("http_request_duration_seconds");
      expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({
        status: "ready",
        checks: { database: "ok" },
      });
    } finally {
      await ops.close();
    }
  });
});

describe("the page CSP", () => {
  const scriptSrc = (csp: string | string[] | undefined) => String(csp).match(/script-src [^;]*/)?.[0] ?? "";
  it("names PostHog only where analytics runs", async () => {
    const prod = await http.request("GET", "/faq", { host: "civic.example" });
    expect(scriptSrc(prod.headers["content-security-policy"])).toContain("posthog.com");
    const staging = await http.request("GET", "/faq");
    expect(scriptSrc(staging.headers["content-security-policy"])).not.toContain("posthog");
    expect(String(staging.headers["content-security-policy"])).not.toContain("posthog");
    const noKey = await liveHttp.request("GET", "/faq", { host: "civic.example" });
    expect(String(noKey.headers["content-security-policy"])).not.toContain("posthog");
  });
});

describe("source maps", () => {
  it("never serves a .map file, even one left in the build", async () => {
    expect((await http.request("GET", "/app.js")).status).toBe(200);
    const map = await http.request("GET", "/app.js.map");
    expect(map.status).toBe(404);
    expect(map.text).not.toContain("secret.ts");
    expect((await http.request("GET", "/assets/x.js.map")).status).toBe(404);
  });
});
