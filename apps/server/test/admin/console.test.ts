import { createHash } from "node:crypto";
import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/database";
import { adminRoutes } from "../../src/http/admin-api";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { mailEveryCard, orderBody, placeOrder } from "../orders/order-fixtures";
import { waitFor } from "../orders/wait";
import { action, adminGet, adminPost, signIn } from "./console-helpers";

const OPERATOR = "ops@example.com";
const OTHER_OPERATOR = "second-ops@example.com";
const FORMER_OPERATOR = "former@example.com";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({
    LOCAL_MAIL_STEP_SECONDS: "3600",
    // Sign-in is limited to 5 links a minute per client; this file signs in more often than that.
    RATE_LIMIT_ENABLED: "false",
    ADMIN_EMAILS: `${OPERATOR}, ${OTHER_OPERATOR.toUpperCase()}, ${FORMER_OPERATOR}`,
  });
});
afterAll(async () => {
  await rt?.stop();
});

const db = () => rt.ctx.db;

/** A paid order, settled: `failed` of its cards failed on purpose (test mode). */
async function settledOrder(cards: 1 | 2 | 3, failed = 0, email = "ana@example.com") {
  const body = orderBody(rt, cards, failed ? { simulateFailure: true, simulatedFailed: failed } : {});
  body.email = email;
  const { created } = await placeOrder(rt, body);
  const orderId: string = created.orderId;
  await waitFor("the order to complete", () =>
    db()
      .selectFrom("orders")
      .select("id")
      .where("id", "=", orderId)
      .where("status", "=", "completed")
      .executeTakeFirst(),
  );
  const cardIds = (
    await db().selectFrom("order_recipients").select("id").where("order_id", "=", orderId).orderBy("position").execute()
  ).map((c) => c.id);
  return { orderId, cardIds };
}

function mailFiles() {
  return mailFilesIn(rt.dataDir).map((f) => fs.readFileSync(f, "utf8"));
}

describe("sign-in", () => {
  it("sends an operator a one-time link that opens a 12-hour HttpOnly, SameSite=Lax session", async () => {
    const asked = await rt.app.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ email: OPERATOR, callbackURL: "/admin" }),
    });
    expect(asked.status).toBe(200);
    const { signInLinkFor } = await import("./console-helpers");
    const link = new URL(await signInLinkFor(rt, OPERATOR));
    const verified = await rt.app.request(`${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("http://localhost/admin");
    const cookie = verified.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=43200/);
    // The link works once.
    const again = await rt.app.request(`${link.pathname}${link.search}`);
    expect(again.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/Max-Age=0/.test(c))).toBe(false);
    // The session is in PostgreSQL, 12 hours long.
    const session = await db()
      .selectFrom("auth_sessions")
      .innerJoin("auth_users", "auth_users.id", "auth_sessions.user_id")
      .select(["auth_sessions.expires_at", "auth_sessions.created_at"])
      .where("auth_users.email", "=", OPERATOR)
      .executeTakeFirstOrThrow();
    const hours = (new Date(session.expires_at).getTime() - new Date(session.created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(12, 1);
  });

  it("answers an address that is not an operator's the same way, and sends it nothing", async () => {
    const before = mailFiles().length;
    const res = await rt.app.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ email: "stranger@example.com", callbackURL: "/admin" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    await signIn(rt, OTHER_OPERATOR); // an operator's email written after it proves the outbox is live
    const after = mailFiles();
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.includes("stranger@example.com"))).toBe(false);
  });

  it("signs out: the cookie stops working", async () => {
    const cookie = await signIn(rt, OPERATOR);
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(200);
    const out = await rt.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(401);
  });
});

describe("sessions", () => {
  it("lists an operator's own sessions, and signs one out without touching the others", async () => {
    const laptop = await signIn(rt, OPERATOR);
    const phone = await signIn(rt, OPERATOR);
    const colleague = await signIn(rt, OTHER_OPERATOR);
    const listed = async (cookie: string) =>
      (await (await adminGet(rt, "/api/admin/sessions", cookie)).json()) as {
        id: string;
        current: boolean;
        signInMethod: string;
      }[];
    const seenFromLaptop = await listed(laptop);
    expect(seenFromLaptop[0]).toMatchObject({ current: true, signInMethod: "email_link" });
    expect(seenFromLaptop.filter((s) => s.current)).toHaveLength(1);
    const phoneId = (await listed(phone)).find((s) => s.current)?.id;
    const colleagueId = (await listed(colleague)).find((s) => s.current)?.id;
    expect(seenFromLaptop.map((s) => s.id)).toContain(phoneId);
    expect(seenFromLaptop.map((s) => s.id)).not.toContain(colleagueId);
    // Another operator's session is not one of mine: nothing happens to it.
    expect((await adminPost(rt, `/api/admin/sessions/${colleagueId}/sign-out`, {}, laptop)).status).toBe(404);
    expect((await adminGet(rt, "/api/admin/session", colleague)).status).toBe(200);
    // The phone's session ends; the laptop's and the colleague's go on.
    const out = await adminPost(rt, `/api/admin/sessions/${phoneId}/sign-out`, {}, laptop);
    expect(out.status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", phone)).status).toBe(401);
    expect((await adminGet(rt, "/api/admin/session", laptop)).status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", colleague)).status).toBe(200);
    expect((await listed(laptop)).map((s) => s.id)).not.toContain(phoneId);
  });
});

describe("authorization", () => {
  const concrete = (route: string) => route.replace(":id", "00000000-0000-4000-8000-000000000000");

  async function expectRefused(cookie: string | undefined, status: 401 | 403) {
    for (const [method, route] of adminRoutes) {
      const res =
        method === "GET"
          ? await adminGet(rt, concrete(route), cookie)
          : await adminPost(rt, concrete(route), action(), cookie);
      const body = await res.json();
      expect({ route, status: res.status }).toEqual({ route, status });
      // An error and nothing else: no order, no figures.
      expect(Object.keys(body)).toEqual(["error"]);
    }
  }

  it("answers every /api/admin route 401 without a session", async () => {
    await expectRefused(undefined, 401);
    await expectRefused("better-auth.session_token=forged.signature", 401);
  });

  it("answers 401 once the session has expired", async () => {
    const cookie = await signIn(rt, OPERATOR);
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    await db()
      .updateTable("auth_sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      // The row keeps only the token's hash.
      .where("token", "=", createHash("sha256").update(token).digest("base64url"))
      .execute();
    await expectRefused(cookie, 401);
  });

  it("answers 403 to a signed-in address that is not an operator (removed from ADMIN_EMAILS), then 401: its sessions end", async () => {
    // The same database and secret, served by a process whose ADMIN_EMAILS no longer lists them
    // (started first: a start also ends the sessions of addresses no longer listed).
    const { startRuntime } = await import("../../src/runtime");
    const { createLogger } = await import("../../src/core/logger");
    const config = { ...rt.ctx.config, ADMIN_EMAILS: [OPERATOR], ROLE: "web" as const };
    const other = await startRuntime(config, createLogger("silent"));
    const cookie = await signIn(rt, FORMER_OPERATOR);
    try {
      const statuses: number[] = [];
      for (const [method, route] of adminRoutes) {
        const init: RequestInit =
          method === "GET"
            ? { headers: { cookie } }
            : {
                method: "POST",
                headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
                body: JSON.stringify(action()),
              };
        const res = await other.app.request(concrete(route), init);
        statuses.push(res.status);
        expect(Object.keys(await res.json())).toEqual(["error"]);
      }
      expect(statuses).toEqual([403, ...adminRoutes.slice(1).map(() => 401)]);
    } finally {
      await other.stop();
    }
  });

  it("refuses a mutation from another site even with the operator's cookie", async () => {
    const { cardIds } = await settledOrder(1);
    const cookie = await signIn(rt, OPERATOR);
    const res = await adminPost(rt, `/api/admin/cards/${cardIds[0]}/refund`, action(), cookie, "https://evil.example");
    expect(res.status).toBe(403);
    expect(
      await db().selectFrom("refund_items").select("refund_id").where("recipient_id", "=", cardIds[0]!).execute(),
    ).toEqual([]);
  });
});

describe("orders", () => {
  it("finds an order by the buyer's email, number, recipient name and ZIP, with filters and pages", async () => {
    const { orderId } = await settledOrder(1, 0, "Find.Me@Example.com");
    const cookie = await signIn(rt, OPERATOR);
    const number = (
      await db().selectFrom("orders").select("number").where("id", "=", orderId).executeTakeFirstOrThrow()
    ).number;
    const search = async (query: string) =>
      (await (await adminGet(rt, `/api/admin/orders?${query}`, cookie)).json()) as {
        items: { id: string }[];
        total: number;
      };
    expect((await search("q=find.me%40example.com")).items.map((o) => o.id)).toEqual([orderId]);
    expect((await search(`q=${number}`)).items.map((o) => o.id)).toContain(orderId);
    expect((await search("q=33301&status=completed&provider=local")).items.map((o) => o.id)).toContain(orderId);
    expect((await search("q=find.me%40example.com&status=payment_failed")).total).toBe(0);
    const bad = await adminGet(rt, "/api/admin/orders?from=yesterday", cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/from/);
  });
});

describe("refunds", () => {
  it("refunds one card of three at its share, once, shows it on the order and in the audit log", async () => {
    const { orderId, cardIds } = await settledOrder(3);
    const cookie = await signIn(rt, OPERATOR);
    const request = action("Card arrived damaged");
    const res = await adminPost(rt, `/api/admin/cards/${cardIds[1]}/refund`, request, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: "succeeded", replayed: false });
    // The same confirmation sent twice acts once.
    const replay = await adminPost(rt, `/api/admin/cards/${cardIds[1]}/refund`, request, cookie);
    expect(await replay.json()).toMatchObject({ result: "succeeded", replayed: true });
    // Another confirmation for the same card changes nothing.
    const again = await adminPost(rt, `/api/admin/cards/${cardIds[1]}/refund`, action(), cookie);
    expect(await again.json()).toMatchObject({ result: "no_change" });

    const detail = await (await adminGet(rt, `/api/admin/orders/${orderId}`, cookie)).json();
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({
      amountCents: 400,
      status: "succeeded",
      kind: "operator",
      cardIds: [cardIds[1]],
    });
    expect(detail.cards.map((c: { refundId: string | null }) => c.refundId !== null)).toEqual([false, true, false]);
    expect(detail.audit.map((a: { action: string; result: string }) => `${a.action}:${a.result}`)).toEqual([
      "refund_card:no_change",
      "refund_card:succeeded",
    ]);
    expect(detail.audit[1]).toMatchObject({ operator: OPERATOR, reason: "Card arrived damaged", targetId: cardIds[1] });
    const local = await db().selectFrom("local_refunds").select("amount").execute();
    expect(local.filter((r) => r.amount === 400).length).toBeGreaterThanOrEqual(1);

    // The buyer's status page shows the refund and the refunded card's step.
    const buyer = await rt.ctx.services.orderStatus.getOrderStatus(orderId);
    expect(buyer?.refund).toMatchObject({ amountCents: 400, status: "succeeded" });
    const refundedSteps = buyer?.cards.map((c) => c.timeline.some((t) => t.step === "refunded" && t.at !== null));
    expect(refundedSteps).toEqual([false, true, false]);

    // The rest of the order: the two other cards, never more than was paid.
    const rest = await adminPost(rt, `/api/admin/orders/${orderId}/refund`, action("Goodwill"), cookie);
    expect(await rest.json()).toMatchObject({ result: "succeeded" });
    const after = await (await adminGet(rt, `/api/admin/orders/${orderId}`, cookie)).json();
    expect(after.refundedCents).toBe(1200);
    const none = await adminPost(rt, `/api/admin/orders/${orderId}/refund`, action("Again"), cookie);
    expect(await none.json()).toMatchObject({ result: "no_change" });
  });

  it("two operators refunding the same card at the same moment make one refund", async () => {
    const { orderId, cardIds } = await settledOrder(3);
    const [a, b] = await Promise.all([signIn(rt, OPERATOR), signIn(rt, OTHER_OPERATOR)]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        adminPost(rt, `/api/admin/cards/${cardIds[0]}/refund`, action(`Race ${i}`), i % 2 ? a : b).then((r) =>
          r.json(),
        ),
      ),
    );
    expect(answers.filter((x) => x.result === "succeeded")).toHaveLength(1);
    expect(answers.filter((x) => x.result === "no_change")).toHaveLength(5);
    const refunds = await db().selectFrom("refunds").selectAll().where("order_id", "=", orderId).execute();
    expect(refunds.map((r) => r.amount_cents)).toEqual([400]);
    const session = await db()
      .selectFrom("orders")
      .innerJoin("local_checkout_sessions", "local_checkout_sessions.order_id", "orders.id")
      .select("local_checkout_sessions.payment_intent_id")
      .where("orders.id", "=", orderId)
      .executeTakeFirstOrThrow();
    const atProvider = await db()
      .selectFrom("local_refunds")
      .select("amount")
      .where("payment_intent_id", "=", session.payment_intent_id as string)
      .execute();
    expect(atProvider.map((r) => r.amount)).toEqual([400]);
  });

  it("the automatic refund of failed cards and an operator's refund never cover a card twice", async () => {
    const { orderId, cardIds } = await settledOrder(3, 1);
    const cookie = await signIn(rt, OPERATOR);
    // Card 0 failed and was refunded automatically; refunding it again is no change.
    const res = await adminPost(rt, `/api/admin/cards/${cardIds[0]}/refund`, action(), cookie);
    expect(await res.json()).toMatchObject({ result: "no_change" });
    const rest = await adminPost(rt, `/api/admin/orders/${orderId}/refund`, action(), cookie);
    expect(await rest.json()).toMatchObject({ result: "succeeded" });
    const refunds = await db()
      .selectFrom("refunds")
      .select(["kind", "amount_cents"])
      .where("order_id", "=", orderId)
      .orderBy("created_at")
      .execute();
    expect(refunds).toEqual([
      { kind: "failed_cards", amount_cents: 400 },
      { kind: "operator", amount_cents: 800 },
    ]);
  });
});

describe("retry", () => {
  it("sends a failed card to the print shop again, once, and never a card the vendor already has", async () => {
    const { orderId, cardIds } = await settledOrder(2, 1);
    const cookie = await signIn(rt, OPERATOR);
    const ordered = await adminPost(rt, `/api/admin/cards/${cardIds[1]}/retry`, action(), cookie);
    expect(await ordered.json()).toMatchObject({ result: "no_change" });
    const res = await adminPost(rt, `/api/admin/cards/${cardIds[0]}/retry`, action("Vendor fixed the address"), cookie);
    expect(await res.json()).toMatchObject({ result: "succeeded" });
    const card = await waitFor("the retried card to reach the print shop", () =>
      db()
        .selectFrom("order_recipients")
        .selectAll()
        .where("id", "=", cardIds[0]!)
        .where("status", "=", "ordered")
        .executeTakeFirst(),
    );
    expect(card.vendor_order_id).toBeTruthy();
    const printed = await db()
      .selectFrom("local_print_orders")
      .select("recipient_ref")
      .where("order_ref", "=", orderId)
      .execute();
    expect(printed.map((p) => p.recipient_ref).sort()).toEqual([...cardIds].sort());
    const again = await adminPost(rt, `/api/admin/cards/${cardIds[0]}/retry`, action(), cookie);
    expect(await again.json()).toMatchObject({ result: "no_change" });
  });
});

describe("resend and erase", () => {
  it("resends an email once per confirmation and erases an order's personal data", async () => {
    const { orderId } = await settledOrder(1, 0, "erase.me@example.com");
    const cookie = await signIn(rt, OPERATOR);
    const confirmation = await waitFor("the confirmation email", () =>
      db()
        .selectFrom("emails")
        .selectAll()
        .where("order_id", "=", orderId)
        .where("status", "=", "sent")
        .executeTakeFirst(),
    );
    const request = action("Buyer lost the email");
    const first = await adminPost(rt, `/api/admin/emails/${confirmation.id}/resend`, request, cookie);
    expect(await first.json()).toMatchObject({ result: "succeeded" });
    await adminPost(rt, `/api/admin/emails/${confirmation.id}/resend`, request, cookie);
    const emails = await db()
      .selectFrom("emails")
      .select("kind")
      .where("order_id", "=", orderId)
      .where("kind", "=", "order_confirmation")
      .execute();
    expect(emails).toHaveLength(2);

    // Only a settled order is erased: the card must be mailed first (docs/decisions/0031).
    await mailEveryCard(rt, orderId);
    const erased = await adminPost(rt, `/api/admin/orders/${orderId}/erase`, action("Buyer asked (GDPR)"), cookie);
    expect(await erased.json()).toMatchObject({ result: "succeeded" });
    const order = await db().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ email: "", sender_full_name: "", sender_street: "", message: "" });
    expect(order.erased_at).not.toBeNull();
    // The operator's words may name the buyer: they stay in the audit log, the order says who erased it.
    expect(order.erasure_reason).toBe("operator");
    const logged = await db()
      .selectFrom("audit_log")
      .select(["action", "reason", "result"])
      .where("order_id", "=", orderId)
      .where("action", "=", "erase_order")
      .execute();
    expect(logged).toEqual([{ action: "erase_order", reason: "Buyer asked (GDPR)", result: "succeeded" }]);
    await expect(
      sql`update orders set erasure_reason = 'Buyer asked (GDPR)' where id = ${orderId}`.execute(db()),
    ).rejects.toThrow(/orders_erasure_reason_check/);
    const cards = await db()
      .selectFrom("order_recipients")
      .select(["body", "sign_off"])
      .where("order_id", "=", orderId)
      .execute();
    expect(cards).toEqual([{ body: "", sign_off: "" }]);
    const search = await (await adminGet(rt, "/api/admin/orders?q=erase.me%40example.com", cookie)).json();
    expect(search.total).toBe(0);
  });
});

describe("the audit log", () => {
  it("is append-only in the database", async () => {
    await sql`insert into audit_log (operator_email, action, target_type, target_id, reason, result, idempotency_key)
              values ('ops@example.com', 'test', 'order', 'x', 'a reason', 'no_change', ${crypto.randomUUID()})`.execute(
      db(),
    );
    // The app's own role may only read and add (test/database-roles.test.ts)…
    await expect(sql`update audit_log set reason = 'changed'`.execute(db())).rejects.toThrow(/permission denied/);
    await expect(sql`delete from audit_log`.execute(db())).rejects.toThrow(/permission denied/);
    await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(/permission denied/);
    // …and the triggers refuse even the database's owner.
    const { db: owner } = createDatabase(String(rt.ctx.config.DATABASE_URL), 1);
    try {
      await expect(sql`update audit_log set reason = 'changed'`.execute(owner)).rejects.toThrow(/append-only/);
      await expect(sql`delete from audit_log`.execute(owner)).rejects.toThrow(/append-only/);
      await expect(sql`truncate audit_log`.execute(owner)).rejects.toThrow(/append-only/);
    } finally {
      await owner.destroy();
    }
  });
});

describe("overview and attention", () => {
  it("sums orders, cards, revenue and refunds, and lists queues, vendors and the directory", async () => {
    const cookie = await signIn(rt, OPERATOR);
    const overview = await (await adminGet(rt, "/api/admin/overview", cookie)).json();
    const today = overview.periods.find((p: { days: number }) => p.days === 1);
    const paid = await db().selectFrom("orders").select(["amount_cents"]).where("paid_at", "is not", null).execute();
    expect(today.orders).toBe(paid.length);
    expect(today.revenueCents).toBe(paid.reduce((s, o) => s + o.amount_cents, 0));
    expect(today.refundsCents).toBeGreaterThan(0);
    expect(overview.daily).toHaveLength(30);
    expect(overview.queues.map((q: { name: string }) => q.name)).toContain("fulfil-order");
    expect(overview.vendors.map((v: { kind: string }) => v.kind)).toEqual(["payments", "mailing", "email"]);
    expect(overview.directory.members).toBeGreaterThan(500);
    expect(overview.directory.lastRefresh).not.toBeNull();
    const attention = await adminGet(rt, "/api/admin/attention", cookie);
    expect(attention.status).toBe(200);
    expect(Array.isArray(await attention.json())).toBe(true);
  });
});
