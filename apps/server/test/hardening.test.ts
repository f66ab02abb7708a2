import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/core/config";
import { createLogger } from "../src/core/logger";
import { startRuntime } from "../src/runtime";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { adminGet, signIn } from "./admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "./harness";
import { serveOnLoopback } from "./loopback";
import { orderBody, placeOrder } from "./orders/order-fixtures";
import { waitFor } from "./orders/wait";

// A security review's lesser findings, each attack replayed against the app on loopback: card file
// names that are Object's own properties, refused webhooks piling up rows, operators removed from
// ADMIN_EMAILS keeping their sessions, session tokens readable from a database copy, secrets left
// to the database in production, and the status page's and the console sign-in's headers.
const OPERATOR = "ops@example.com";
const FORMER = "former@example.com";
const IGNITEPOST_SECRET = "ignitepost-hardening-secret-0123456789";
const AUTH_SECRET = "hardening-test-auth-secret-0123456789abcdef";

// A stand-in build: the status page is the app's index.html.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "civic-web-dist-"));
fs.writeFileSync(path.join(dist, "index.html"), '<html><head></head><body><div id="root"></div></body></html>');

let rt: TestRuntime;
let http: Awaited<ReturnType<typeof serveOnLoopback>>;

beforeAll(async () => {
  rt = await startTestRuntime({
    ADMIN_EMAILS: `${OPERATOR},${FORMER}`,
    AUTH_SECRET,
    // The webhook's secret alone: the local print shop still mails the cards.
    IGNITEPOST_WEBHOOK_SECRET: IGNITEPOST_SECRET,
    LOCAL_MAIL_STEP_SECONDS: "3600",
    WEB_DIST_DIR: dist,
  });
  http = await serveOnLoopback(rt);
});
afterAll(async () => {
  await http?.close();
  await rt?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("card files named like Object's own properties", () => {
  it("answers 404, never a 500 with an error-level log", { timeout: 120_000 }, async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    const token = String(verified.body.statusPath).slice("/orders/".length);
    const card = await rt.ctx.db
      .selectFrom("order_recipients")
      .select("id")
      .where("order_id", "=", created.orderId)
      .executeTakeFirstOrThrow();
    // The print shop writes the card's files, so every lookup reaches the file table.
    const print = await waitFor("the card at the print shop", () =>
      rt.ctx.db.selectFrom("local_print_orders").select("id").where("recipient_ref", "=", card.id).executeTakeFirst(),
    );
    await rt.ctx.services.mailing.advanceLocalPrintOrder(print.id);
    expect((await rt.app.request(`/api/orders/${token}/cards/${card.id}/back.png`)).status).toBe(200);
    for (const file of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"]) {
      const res = await rt.app.request(`/api/orders/${token}/cards/${card.id}/${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.json(), file).toMatchObject({ error: { code: "not_found" } });
    }
  });
});

describe("refused webhooks", () => {
  const forged = (i: number) =>
    http.request(
      "POST",
      `/api/webhooks/ignitepost/${IGNITEPOST_SECRET}`,
      { "content-type": "application/json" },
      JSON.stringify({ order: `not-an-order-${i}`, status: "mailed" }),
    );
  const stored = async () => {
    const { rows } = await sql<{ rows: number; refusals: number }>`
      select count(*)::int as rows, coalesce(sum(count), 0)::int as refusals from webhook_rejections`.execute(
      rt.ctx.db,
    );
    return rows[0];
  };
  const metric = async (status: string) => {
    const text = await rt.ctx.metrics.registry.metrics();
    const line = text
      .split("\n")
      .find((l) => l.startsWith(`webhook_rejections_total{provider="ignitepost",status="${status}"}`));
    return line ? Number(line.split(" ").pop()) : 0;
  };

  it("are counted, not stored one row per request, and a client over its budget is answered 429", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) answers.push((await forged(i)).status);
    expect(answers.filter((s) => s === 400).length).toBe(30);
    expect(answers.filter((s) => s === 429).length).toBe(70);
    // One row per provider, answer, reason and hour, counting the refusals it stands for.
    expect(await stored()).toEqual({ rows: 1, refusals: 30 });
    expect(await metric("400")).toBe(30);
    expect(await metric("429")).toBe(70);
    // A delivery that verifies is never limited, from the same client.
    const real = await http.request(
      "POST",
      `/api/webhooks/ignitepost/${IGNITEPOST_SECRET}`,
      { "content-type": "application/json" },
      JSON.stringify({ id: 777 }),
    );
    expect(real.status).toBe(200);
  });
});

describe("an operator removed from ADMIN_EMAILS", () => {
  it("loses every session when refused, and adding the address back revives none", async () => {
    const cookie = await signIn(rt, FORMER);
    const other = await signIn(rt, FORMER);
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(200);
    rt.ctx.config.ADMIN_EMAILS.splice(rt.ctx.config.ADMIN_EMAILS.indexOf(FORMER), 1);
    try {
      expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(403);
      const sessions = await sql<{ n: number }>`
        select count(*)::int as n from auth_sessions s join auth_users u on u.id = s.user_id
        where u.email = ${FORMER}`.execute(rt.ctx.db);
      expect(sessions.rows[0]?.n).toBe(0);
    } finally {
      rt.ctx.config.ADMIN_EMAILS.push(FORMER);
    }
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(401);
    expect((await adminGet(rt, "/api/admin/session", other)).status).toBe(401);
  });

  it("loses every session at the next start", async () => {
    await signIn(rt, FORMER);
    const operator = await signIn(rt, OPERATOR);
    // A second process started on the same database with the address gone from its list.
    const config = loadConfig({
      NODE_ENV: "test",
      ROLE: "web",
      DATA_DIR: rt.dataDir,
      DATABASE_URL: rt.ctx.config.DATABASE_URL,
      LOG_LEVEL: "silent",
      CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
      STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
      ADMIN_EMAILS: OPERATOR,
      AUTH_SECRET,
    });
    const restarted = await startRuntime(config, createLogger("silent"));
    await restarted.stop();
    const { rows } = await sql<{ email: string }>`
      select distinct u.email from auth_sessions s join auth_users u on u.id = s.user_id`.execute(rt.ctx.db);
    expect(rows.map((r) => r.email)).toEqual([OPERATOR]);
    expect((await adminGet(rt, "/api/admin/session", operator)).status).toBe(200);
  });
});

describe("a copy of the database", () => {
  it("holds no usable session token: only its hash, which no cookie signed with the secret can use", async () => {
    const cookie = await signIn(rt, OPERATOR);
    const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0] ?? "";
    expect(token).toHaveLength(32);
    const { rows } = await sql<{ token: string }>`select token from auth_sessions`.execute(rt.ctx.db);
    const stored = rows.map((r) => r.token);
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash("sha256").update(token).digest("base64url"));
    // Even with AUTH_SECRET, a stored value signs no one in.
    const name = cookie.slice(0, cookie.indexOf("="));
    for (const value of stored) {
      const signature = createHmac("sha256", AUTH_SECRET).update(value).digest("base64");
      const forgedCookie = `${name}=${encodeURIComponent(`${value}.${signature}`)}`;
      expect((await adminGet(rt, "/api/admin/session", forgedCookie)).status).toBe(401);
    }
    // The real cookie still works; a refresh (past the 5-minute update age) hands back the same
    // token, not its hash; and signing out ends it.
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(200);
    await sql`update auth_sessions set expires_at = now() + interval '11 hours'`.execute(rt.ctx.db);
    const refreshed = await adminGet(rt, "/api/admin/session", cookie);
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";
    expect(decodeURIComponent(renewed.slice(name.length + 1).split(";")[0] ?? "").split(".")[0]).toBe(token);
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(200);
    const out = await rt.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(401);
  });

  it("opens no status page and signs no one in, because production takes both secrets from the environment", () => {
    // A deployment: production with its own database or public hosts (npm start alone is not one).
    const deployed = { NODE_ENV: "production", PRODUCTION_HOSTS: "civic.example" };
    expect(() => loadConfig(deployed)).toThrow(/ORDER_LINK_SECRET[\s\S]*AUTH_SECRET/);
    expect(() => loadConfig({ ...deployed, ORDER_LINK_SECRET: "x".repeat(32) })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production" })).not.toThrow();
    const config = loadConfig({
      ...deployed,
      ORDER_LINK_SECRET: "x".repeat(32),
      AUTH_SECRET: "y".repeat(32),
    });
    expect(config.AUTH_SECRET).toBe("y".repeat(32));
    expect(() => loadConfig({ NODE_ENV: "development" })).not.toThrow();
  });
});

describe("headers and logs", () => {
  it("serves the status page with no-store", async () => {
    const res = await http.request("GET", `/orders/${"a".repeat(43)}`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("gives /api/auth/* answers the API security headers", async () => {
    const res = await http.request("GET", "/api/auth/get-session");
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
    });
  });

  it("never writes a checkout session id to the log", async () => {
    const out = new PassThrough();
    let text = "";
    out.on("data", (chunk) => (text += chunk));
    const log = createLogger("info", out);
    const id = "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ";
    log.warn({ sessionId: id }, "payment session without an order");
    log.warn({ err: new Error(`No such checkout.session: '${id}'`), sessionId: id }, "could not check a session");
    log.info({ session_id: id }, "payment return");
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toContain("payment session without an order");
    expect(text).toContain("No such checkout.session");
    expect(text).not.toContain(id);
    expect(text).not.toMatch(/cs_(test|live)_[A-Za-z0-9]/);
  });
});
