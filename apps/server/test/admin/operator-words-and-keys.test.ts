import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "../orders/order-fixtures";
import { waitFor } from "../orders/wait";
import { action, adminPost, signIn } from "./console-helpers";

// Two findings of a security review about the console, replayed: an operator's free-text refund
// reason shown to the sender, exported, sent to the payment provider and kept after erasure; and a
// confirmation key reused on another action answering the first action's result.
const OPERATOR = "ops@example.com";
const WORDS = "Carol Customer called, she is upset about her divorce";

let rt: TestRuntime;
let cookie: string;
beforeAll(async () => {
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600", ADMIN_EMAILS: OPERATOR, RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(rt, OPERATOR);
});
afterAll(async () => {
  await rt?.stop();
});

const db = () => rt.ctx.db;

/** A paid order whose cards the print shop has written and mailed; with its status page token. */
async function mailedOrder(cards: 1 | 2) {
  const { created } = await placeOrder(rt, orderBody(rt, cards));
  const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
  const token = String(verified.body.statusPath).slice("/orders/".length);
  const prints = await waitFor("every card at the print shop", async () => {
    const rows = await db()
      .selectFrom("local_print_orders")
      .select("id")
      .where("order_ref", "=", created.orderId)
      .execute();
    return rows.length === cards ? rows : null;
  });
  for (const p of prints) {
    await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id);
    await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id);
  }
  const cardIds = (
    await db()
      .selectFrom("order_recipients")
      .select("id")
      .where("order_id", "=", created.orderId)
      .orderBy("position")
      .execute()
  ).map((c) => c.id);
  return { orderId: created.orderId as string, token, cardIds };
}

/** Every row of every table but the audit log, as text. */
async function databaseTextBesidesTheAuditLog(): Promise<string> {
  const tables = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      AND table_name <> 'audit_log'`.execute(db());
  const parts: string[] = [];
  for (const t of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.id(t.schema, t.name)} t`.execute(db());
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join("\n");
}

describe("an operator's refund reason", () => {
  it("reaches neither the sender, the data export nor the payment provider, and outlives no erasure: the audit log alone keeps it", {
    timeout: 120_000,
  }, async () => {
    const { orderId, token, cardIds } = await mailedOrder(2);
    const refunded = await adminPost(rt, `/api/admin/cards/${cardIds[0]}/refund`, action(WORDS), cookie);
    expect(await refunded.json()).toMatchObject({ result: "succeeded" });

    const page = await rt.call("order-status", { token });
    expect(page.body.refund).toMatchObject({ reason: "Issued by our support team", status: "succeeded" });
    expect(JSON.stringify(page.body)).not.toContain("divorce");
    const exported = await (await rt.app.request(`/api/orders/${token}/data.json`)).text();
    expect(exported).toContain("Issued by our support team");
    expect(exported).not.toContain("divorce");
    // What the payment provider was sent (the local checkout records it, as Stripe's metadata would).
    const provider = await db().selectFrom("local_refunds").select("reason").execute();
    expect(provider.map((r) => r.reason)).toContain("Issued by our support team");
    expect(JSON.stringify(provider)).not.toContain("divorce");
    // The operator's words are in the audit log, for the operators.
    const logged = await db()
      .selectFrom("audit_log")
      .select("reason")
      .where("order_id", "=", orderId)
      .where("action", "=", "refund_card")
      .execute();
    expect(logged).toEqual([{ reason: WORDS }]);

    expect(await (await adminPost(rt, `/api/admin/orders/${orderId}/erase`, action(), cookie)).json()).toMatchObject({
      result: "succeeded",
    });
    expect(await databaseTextBesidesTheAuditLog()).not.toContain("divorce");
  });
});

describe("a console confirmation's key", () => {
  it("is bound to its operator, action and target: a refund's key sent with an erase of another order erases it", {
    timeout: 120_000,
  }, async () => {
    const first = await mailedOrder(1);
    const second = await mailedOrder(1);
    const refund = action("Card arrived damaged");
    const refunded = await adminPost(rt, `/api/admin/cards/${first.cardIds[0]}/refund`, refund, cookie);
    expect(await refunded.json()).toMatchObject({ result: "succeeded", replayed: false });
    // The same key, another action on another order.
    const erase = { reason: "Buyer asked", idempotencyKey: refund.idempotencyKey };
    const erased = await adminPost(rt, `/api/admin/orders/${second.orderId}/erase`, erase, cookie);
    expect(await erased.json()).toMatchObject({ result: "succeeded", replayed: false });
    const order = await db()
      .selectFrom("orders")
      .select("erased_at")
      .where("id", "=", second.orderId)
      .executeTakeFirstOrThrow();
    expect(order.erased_at).not.toBeNull();
    const logged = await db()
      .selectFrom("audit_log")
      .select(["action", "target_id", "result"])
      .where("idempotency_key", "=", refund.idempotencyKey)
      .orderBy("id")
      .execute();
    expect(logged).toEqual([
      { action: "refund_card", target_id: first.cardIds[0], result: "succeeded" },
      { action: "erase_order", target_id: second.orderId, result: "succeeded" },
    ]);
    // Sent again with its own action and target, each key still answers its first outcome.
    const replay = await adminPost(rt, `/api/admin/orders/${second.orderId}/erase`, erase, cookie);
    expect(await replay.json()).toMatchObject({ result: "succeeded", replayed: true });
  });
});
