import fs from "node:fs";
import path from "node:path";
import { addDays } from "date-fns/addDays";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, adminPost, signIn } from "../admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

// A security review's erasure findings, each replayed: erasing while a card is at the print shop
// (cards stuck, print files written back after the erasure and served), an unpaid order erased and
// then paid (a blank card mailed, the money kept), five erasures at once all saying they erased,
// and retention that never erased an unpaid, expired or mismatched order nor pruned a draft.
const OPERATOR = "ops@example.com";

let rt: TestRuntime;
let cookie: string;
beforeAll(async () => {
  // The print shop's timer is parked: the tests move the cards themselves.
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600", ADMIN_EMAILS: OPERATOR, RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(rt, OPERATOR);
});
afterAll(async () => {
  await rt?.stop();
});

const db = () => rt.ctx.db;
const erase = async (orderId: string) =>
  (await adminPost(rt, `/api/admin/orders/${orderId}/erase`, action("Buyer asked"), cookie)).json();
const erasedAt = async (orderId: string) =>
  (await db().selectFrom("orders").select("erased_at").where("id", "=", orderId).executeTakeFirstOrThrow()).erased_at;

/** A paid one-card order whose card the print shop has received (ordered, not yet written). */
async function orderAtThePrintShop() {
  const { created } = await placeOrder(rt, orderBody(rt, 1));
  const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
  const token = String(verified.body.statusPath).slice("/orders/".length);
  const print = await waitFor("the card at the print shop", () =>
    db()
      .selectFrom("local_print_orders")
      .select(["id", "recipient_ref"])
      .where("order_ref", "=", created.orderId)
      .executeTakeFirst(),
  );
  await waitFor("the order to complete", () =>
    db()
      .selectFrom("orders")
      .select("id")
      .where("id", "=", created.orderId)
      .where("status", "=", "completed")
      .executeTakeFirst(),
  );
  return { orderId: created.orderId, token, printId: print.id, cardId: print.recipient_ref };
}

const outboxOf = (orderId: string) => path.join(rt.dataDir, "outbox", "postcards", orderId);

describe("erasure only of settled orders", () => {
  it("is refused while a card is at the print shop and not yet mailed, and for an order still payable", {
    timeout: 120_000,
  }, async () => {
    const { orderId, printId } = await orderAtThePrintShop();
    expect(await erase(orderId)).toMatchObject({ result: "refused" });
    expect(await erasedAt(orderId)).toBeNull();
    // Retention, however late, leaves it too.
    await rt.ctx.services.orderStatus.eraseExpiredOrders(addDays(new Date(), 1000));
    expect(await erasedAt(orderId)).toBeNull();
    // Once mailed, it may go.
    await rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
    await rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
    expect(await erase(orderId)).toMatchObject({ result: "succeeded" });

    // Unpaid, its checkout still open: the sender may pay any minute.
    const created = await rt.call("create-payment", orderBody(rt, 1));
    expect(await erase(created.body.orderId)).toMatchObject({ result: "refused" });
    expect(await erasedAt(created.body.orderId)).toBeNull();
  });

  it("an unpaid order erased once it could no longer be paid, then paid after all, mails nothing and is refunded in full", {
    timeout: 120_000,
  }, async () => {
    const body = orderBody(rt, 2);
    const created = await rt.call("create-payment", body);
    const orderId = created.body.orderId;
    // Its checkout is past any provider's session life (24 h): erasable.
    await sql`update orders set created_at = now() - interval '3 days' where id = ${orderId}`.execute(db());
    expect(await erase(orderId)).toMatchObject({ result: "succeeded" });
    // The local checkout's session still takes the card (a late payment, as a provider may report).
    const paid = await rt.call("local-checkout-pay", {
      clientSecret: created.body.client_secret,
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    expect(paid.status).toBe(200);
    await rt.call("verify-payment", { sessionId: created.body.sessionId });
    const refund = await waitFor("the whole payment refunded", () =>
      db()
        .selectFrom("refunds")
        .select(["amount_cents", "status"])
        .where("order_id", "=", orderId)
        .where("status", "=", "succeeded")
        .executeTakeFirst(),
    );
    const order = await db()
      .selectFrom("orders")
      .select(["amount_cents", "status"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amount_cents).toBe(order.amount_cents);
    // No card reached the print shop: there was nothing left to write on it.
    const printed = await db().selectFrom("local_print_orders").select("id").where("order_ref", "=", orderId).execute();
    expect(printed).toEqual([]);
    const cards = await db().selectFrom("order_recipients").select("status").where("order_id", "=", orderId).execute();
    expect(cards.map((c) => c.status)).toEqual(["failed", "failed"]);
  });
});

describe("erasure while the print shop writes a card", () => {
  it("never leaves the card's files on disk or their paths in its order book, and the file route refuses the order", {
    timeout: 120_000,
  }, async () => {
    const { orderId, token, printId, cardId } = await orderAtThePrintShop();
    // The card is refunded (the vendor lost it, say): nothing more is owed, so it may be erased.
    const refunded = await adminPost(rt, `/api/admin/cards/${cardId}/refund`, action("Lost at the vendor"), cookie);
    expect(await refunded.json()).toMatchObject({ result: "succeeded" });
    // The print shop starts writing the card, and the erasure comes while it draws.
    const cards = rt.ctx.services.cards;
    const printPdf = cards.printPdf;
    let release!: () => void;
    const drawing = new Promise<void>((resolve) => {
      cards.printPdf = async (card) => {
        resolve();
        await new Promise<void>((r) => {
          release = r;
        });
        return printPdf(card);
      };
    });
    try {
      const writing = rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
      await drawing;
      expect(await erase(orderId)).toMatchObject({ result: "succeeded" });
      release();
      await writing;
    } finally {
      cards.printPdf = printPdf;
    }
    const row = await db()
      .selectFrom("local_print_orders")
      .select(["pdf_path", "png_path"])
      .where("id", "=", printId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pdf_path: null, png_path: null });
    const left = fs.existsSync(outboxOf(orderId)) ? fs.readdirSync(outboxOf(orderId)) : [];
    expect(left).toEqual([]);
    for (const file of ["front.png", "back.png", "card.pdf"]) {
      expect((await rt.app.request(`/api/orders/${token}/cards/${cardId}/${file}`)).status, file).toBe(404);
    }
    // The print shop's next step skips the erased card instead of failing on every retry.
    await expect(rt.ctx.services.mailing.advanceLocalPrintOrder(printId)).resolves.toBeUndefined();
  });

  it("the print shop skips a card erased before it was written, and the file route refuses an erased order's files", {
    timeout: 120_000,
  }, async () => {
    const { orderId, token, printId, cardId } = await orderAtThePrintShop();
    // Written and mailed: the files exist, the route serves them.
    await rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
    await rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
    expect((await rt.app.request(`/api/orders/${token}/cards/${cardId}/card.pdf`)).status).toBe(200);
    const { pdf_path, png_path } = await db()
      .selectFrom("local_print_orders")
      .select(["pdf_path", "png_path"])
      .where("id", "=", printId)
      .executeTakeFirstOrThrow();
    const pdf = fs.readFileSync(String(pdf_path));
    expect(await erase(orderId)).toMatchObject({ result: "succeeded" });
    // A late writer put a file and its paths back (as the review saw): the erased order's route still refuses it.
    fs.mkdirSync(path.dirname(String(pdf_path)), { recursive: true });
    fs.writeFileSync(String(pdf_path), pdf);
    await sql`update local_print_orders set pdf_path = ${pdf_path}, png_path = ${png_path} where id = ${printId}`.execute(
      db(),
    );
    expect((await rt.app.request(`/api/orders/${token}/cards/${cardId}/card.pdf`)).status).toBe(404);
    fs.rmSync(path.dirname(String(pdf_path)), { recursive: true, force: true });

    // A card still at "received" whose copy at the print shop was erased (a refunded card, say).
    const other = await orderAtThePrintShop();
    await sql`update local_print_orders set card = '{"erased":true}' where id = ${other.printId}`.execute(db());
    await expect(rt.ctx.services.mailing.advanceLocalPrintOrder(other.printId)).resolves.toBeUndefined();
    const row = await db()
      .selectFrom("local_print_orders")
      .select(["status", "pdf_path"])
      .where("id", "=", other.printId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "received", pdf_path: null });
  });
});

describe("five erasures of one order at once", () => {
  it("erase once: exactly one says it erased, the others that it was already erased", {
    timeout: 120_000,
  }, async () => {
    const { orderId, printId } = await orderAtThePrintShop();
    await rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
    await rt.ctx.services.mailing.advanceLocalPrintOrder(printId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => erase(orderId)));
    expect(answers.filter((a) => a.result === "succeeded")).toHaveLength(1);
    const others = answers.filter((a) => a.result !== "succeeded");
    expect(others).toHaveLength(4);
    for (const a of others) expect(a).toMatchObject({ result: "no_change", message: "This order was already erased." });
    const logged = await db()
      .selectFrom("audit_log")
      .select("result")
      .where("order_id", "=", orderId)
      .where("action", "=", "erase_order")
      .execute();
    expect(logged.map((l) => l.result).sort()).toEqual([
      "no_change",
      "no_change",
      "no_change",
      "no_change",
      "succeeded",
    ]);
  });
});

describe("retention", () => {
  it("erases every kind of order past RETENTION_DAYS (unpaid, payment failed, mismatched) and prunes drafts", {
    timeout: 120_000,
  }, async () => {
    const days = rt.ctx.config.RETENTION_DAYS;
    const unpaid = (await rt.call("create-payment", orderBody(rt, 1))).body.orderId;
    const failed = (await rt.call("create-payment", orderBody(rt, 1))).body.orderId;
    await sql`update orders set status = 'payment_failed' where id = ${failed}`.execute(db());
    const mismatched = (await rt.call("create-payment", orderBody(rt, 1))).body.orderId;
    await sql`update orders set status = 'payment_mismatch', paid_at = now() where id = ${mismatched}`.execute(db());
    await sql`insert into refunds (order_id, amount_cents, failed_count, total_count, reason, kind, status)
      values (${mismatched}, 500, 1, 1, 'The payment did not match the order', 'payment_mismatch', 'succeeded')`.execute(
      db(),
    );
    const draft = await rt.call("postcard-draft", {
      action: "create",
      zipCode: "33301",
      concerns: "Potholes on Las Olas Blvd",
      personalImpact: "My bike wheel bent",
    } as never);
    expect(draft.status).toBe(200);
    const draftId = (draft.body as { draftId: string }).draftId;

    const service = rt.ctx.services.orderStatus;
    // Not yet: RETENTION_DAYS have not passed since any of them settled.
    await service.eraseExpiredOrders(addDays(new Date(), days - 1));
    for (const id of [unpaid, failed, mismatched]) expect(await erasedAt(id), id).toBeNull();

    await service.eraseExpiredOrders(addDays(new Date(), days + 3));
    for (const id of [unpaid, failed, mismatched]) expect(await erasedAt(id), id).not.toBeNull();
    const erased = await db()
      .selectFrom("orders")
      .select(["email", "sender_full_name", "erasure_reason"])
      .where("id", "in", [unpaid, failed, mismatched])
      .execute();
    expect(erased.every((o) => o.email === "" && o.sender_full_name === "" && o.erasure_reason === "retention")).toBe(
      true,
    );
    // The abandoned draft (concerns, impact, ZIP) is gone; a fresh one stays.
    const drafts = await db().selectFrom("drafts").select("id").where("id", "=", draftId).execute();
    expect(drafts).toEqual([]);
    const fresh = await rt.call("postcard-draft", {
      action: "create",
      zipCode: "33301",
      concerns: "Bus stops",
      personalImpact: "",
    } as never);
    await service.eraseExpiredOrders(new Date());
    const kept = await db()
      .selectFrom("drafts")
      .select("id")
      .where("id", "=", (fresh.body as { draftId: string }).draftId)
      .execute();
    expect(kept).toHaveLength(1);
  });
});
