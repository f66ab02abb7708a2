import fs from "node:fs";
import { testCards } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, adminPost, signIn } from "../admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { bringSuccessor, copyOfSnapshot, LEAVING, SUCCESSOR } from "../successor-directory";
import { floridaLegislators, orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

// Cards paid for in the last days of the 119th Congress and ordered from the vendor after noon
// Eastern on January 3, 2027 (docs/decisions/0110): held, the sender told, then a refresh brings
// FL-23's successor and each choice is honoured.
let rt: TestRuntime;
let dir: string;
beforeAll(async () => {
  dir = copyOfSnapshot();
  rt = await startTestRuntime({ CONGRESS_DATA_DIR: dir, LOCAL_MAIL_STEP_SECONDS: "3600", ADMIN_EMAILS: OPERATOR });
});
afterAll(async () => {
  await rt?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const OPERATOR = "ops@example.com";
const DEC_30 = "2026-12-30T17:00:00Z";
const JAN_3_1PM_EASTERN = "2027-01-03T13:00:00-05:00";
const JAN_10 = "2027-01-10T12:00:00-05:00";

const cardsOf = (orderId: string) =>
  rt.ctx.db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute();

/** An order to FL-23 and Sen. Rick Scott created on December 30, paid after noon Eastern on January 3. */
async function heldOrder() {
  rt.ctx.clock.set(DEC_30);
  const { representative, senators } = floridaLegislators(rt);
  expect(representative.id).toBe(LEAVING.id);
  const body = orderBody(rt, 2);
  body.postcardData.senators = [{ id: senators.find((s) => s.name === "Rick Scott")!.id }];
  const created = await rt.call("create-payment", body);
  expect(created.status).toBe(200);
  rt.ctx.clock.set(JAN_3_1PM_EASTERN);
  const paid = await rt.call("local-checkout-pay", {
    clientSecret: created.body.client_secret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  expect(paid.body.status).toBe("complete");
  const orderId: string = created.body.orderId;
  const cards = await waitFor("the first card held, the other ordered", async () => {
    const rows = await cardsOf(orderId);
    return rows[0]?.status === "held" && rows[1]?.status === "ordered" && rows;
  });
  const token = await rt.ctx.services.orderStatus.tokenFor(orderId);
  return { orderId, token, card: cards[0]!, sessionId: created.body.sessionId as string };
}

const status = (token: string) => rt.call("order-status", { token });
const choose = (token: string, cardId: string, choice: "refund" | "new_holder") =>
  rt.call(
    "choose-held-card",
    choice === "refund" ? { token, cardId, choice } : { token, cardId, choice, newHolderId: SUCCESSOR.id },
  );

describe("a paid card across the change of Congress", () => {
  const orders: Awaited<ReturnType<typeof heldOrder>>[] = [];

  it("at 13:00 Eastern on January 3 is held, not mailed, and the sender is told by email and on the page", async () => {
    for (let i = 0; i < 5; i++) orders.push(await heldOrder());
    const { orderId, token, card } = orders[0]!;
    const reason = `Rep. ${LEAVING.name}'s term ended on January 3, 2027, before this card was ordered from the mailing service. It has not been mailed: we're holding it until you choose.`;
    expect(card.error).toBe(reason);
    // Nothing of it reached the print shop; the order waits, paid, for the sender.
    const printed = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select("recipient_ref")
      .where("order_ref", "=", orderId)
      .execute();
    expect(printed).toHaveLength(1);
    expect(printed[0]?.recipient_ref).not.toBe(card.id);
    const order = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
    expect(order?.status).toBe("paid");

    const page = await status(token);
    const held = page.body.cards[0]?.held;
    expect(held).toMatchObject({ reason, newHolder: null });
    // 14 days from when it was held (the clock ran on a little since it was set).
    const waits = Date.parse(held?.refundAt ?? "") - Date.parse(JAN_3_1PM_EASTERN) - 14 * 86_400_000;
    expect(waits).toBeGreaterThanOrEqual(0);
    expect(waits).toBeLessThan(5 * 60_000);

    const told = await waitFor("the email saying so", async () => {
      const row = await rt.ctx.db
        .selectFrom("emails")
        .select(["status", "subject"])
        .where("recipient_id", "=", card.id)
        .where("kind", "=", "card_held")
        .executeTakeFirst();
      return row?.status === "sent" && row;
    });
    expect(told.subject).toMatch(new RegExp(`your postcard to Rep\\. ${LEAVING.name} is on hold$`));
    const reminder = await rt.ctx.db
      .selectFrom("emails")
      .select(["status", "send_after"])
      .where("recipient_id", "=", card.id)
      .where("kind", "=", "card_held_reminder")
      .executeTakeFirstOrThrow();
    expect(reminder.status).toBe("pending");
    expect(new Date(reminder.send_after as Date).getTime() - Date.parse(JAN_3_1PM_EASTERN)).toBeGreaterThanOrEqual(
      7 * 86_400_000,
    );

    // Before the directory knows the successor only the refund can be chosen.
    const tooEarly = await choose(token, card.id, "new_holder");
    expect(tooEarly.status).toBe(409);
    expect((await cardsOf(orderId))[0]?.status).toBe("held");
  });

  it("after a refresh that brings the successor, on January 10: the seat is offered again and the page names them", async () => {
    rt.ctx.clock.set(JAN_10);
    bringSuccessor(dir);
    expect(await rt.ctx.services.legislators.refresh()).toBe(true);
    const offered = rt.ctx.services.legislators.index.findByZip("33301")!.representatives;
    expect(offered.find((r) => r.id === SUCCESSOR.id)).toMatchObject({ name: SUCCESSOR.name, vacant: false });
    expect(offered.some((r) => r.id === LEAVING.id)).toBe(false);

    const page = await status(orders[0]!.token);
    expect(page.body.cards[0]?.held?.newHolder).toEqual({
      id: SUCCESSOR.id,
      title: "Rep.",
      name: SUCCESSOR.name,
      officeLabel: "Washington office",
    });

    // Each sender is told, once per hold, that the choice they could not make is open now.
    const { toldOfHolder } = await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(toldOfHolder).toBe(orders.length);
    expect((await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 })).toldOfHolder).toBe(0);
    const told = await waitFor("the email naming the new holder", async () => {
      const row = await rt.ctx.db
        .selectFrom("emails")
        .select(["status", "subject"])
        .where("recipient_id", "=", orders[0]!.card.id)
        .where("kind", "=", "card_held_new_holder")
        .executeTakeFirst();
      return row?.status === "sent" && row;
    });
    expect(told.subject).toBe(`Your postcard on hold can go to Rep. ${SUCCESSOR.name} now`);
    // Reading and parsing the whole directory: seconds on a quiet machine, more on a busy one.
  }, 180_000);

  it("the new holder, chosen twice at once (a double tap): readdressed once and ordered from the vendor", async () => {
    const { orderId, token, card } = orders[0]!;
    const answers = await Promise.all([choose(token, card.id, "new_holder"), choose(token, card.id, "new_holder")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const ordered = await waitFor("the readdressed card ordered", async () => {
      const [row] = await cardsOf(orderId);
      return row?.status === "ordered" && row;
    });
    expect(ordered).toMatchObject({
      legislator_id: SUCCESSOR.id,
      name: SUCCESSOR.name,
      title: "Rep.",
      salutation: SUCCESSOR.salutation,
      // The same message.
      body: card.body,
      sign_off: card.sign_off,
      address_street: "1 Cannon House Office Building",
      error: null,
    });
    // Printed (re-rendered) for the successor, the order complete, nothing refunded.
    const print = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select("recipient_ref")
      .where("recipient_ref", "=", card.id)
      .executeTakeFirst();
    expect(print).toBeDefined();
    await waitFor("the order completed", async () => {
      const o = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
      return o?.status === "completed";
    });
    expect(await rt.ctx.db.selectFrom("refunds").select("id").where("order_id", "=", orderId).execute()).toEqual([]);
    const page = await status(token);
    expect(page.body.cards[0]).toMatchObject({ name: SUCCESSOR.name, held: null });
    expect(page.body.cards[0]?.text?.salutation).toBe(SUCCESSOR.salutation);
  });

  it("a refund, chosen twice at once: that card refunded once, through the refund path", async () => {
    const { orderId, token, card, sessionId } = orders[1]!;
    const answers = await Promise.all([choose(token, card.id, "refund"), choose(token, card.id, "refund")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await cardsOf(orderId);
    expect(row).toMatchObject({ status: "failed", legislator_id: LEAVING.id });
    expect(row?.error).toBe(
      `Rep. ${LEAVING.name}'s term ended on January 3, 2027, before this card was ordered from the mailing service. It was not mailed, and it is refunded, as you chose.`,
    );
    const refunds = await rt.ctx.db
      .selectFrom("refunds")
      .innerJoin("refund_items", "refund_items.refund_id", "refunds.id")
      .select(["refund_items.recipient_id", "refunds.status"])
      .where("refunds.order_id", "=", orderId)
      .execute();
    expect(refunds).toEqual([{ recipient_id: card.id, status: "succeeded" }]);
    await waitFor("the order completed", async () => {
      const o = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
      return o?.status === "completed";
    });
    // The return page reads our own reason.
    const verified = await rt.call("verify-payment", { sessionId });
    expect(verified.body.postcardResults?.results[0]?.error).toBe(row?.error);
  });

  it("both choices at once, from two tabs: exactly one is made", async () => {
    const { orderId, token, card } = orders[2]!;
    const answers = await Promise.all([choose(token, card.id, "refund"), choose(token, card.id, "new_holder")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refundWon = answers[0]!.status === 200;
    const [row] = await cardsOf(orderId);
    expect(row?.legislator_id).toBe(refundWon ? LEAVING.id : SUCCESSOR.id);
    expect(row?.status).toMatch(refundWon ? /^failed$/ : /^(pending|submitting|ordered)$/);
    const refunded = await rt.ctx.db.selectFrom("refunds").select("id").where("order_id", "=", orderId).execute();
    expect(refunded).toHaveLength(refundWon ? 1 : 0);
  });

  it("an operator's refund of a held card ends the hold: it is sent to no one, and the sender can no longer choose", async () => {
    const { orderId, token, card } = orders[4]!;
    const cookie = await signIn(rt, OPERATOR);
    const refunded = await adminPost(rt, `/api/admin/cards/${card.id}/refund`, action(), cookie);
    expect(refunded.status).toBe(200);
    const [row] = await cardsOf(orderId);
    expect(row?.status).toBe("failed");
    expect(row?.error).toBe(
      `Rep. ${LEAVING.name}'s term ended on January 3, 2027, before this card was ordered from the mailing service. It was not mailed, and it is refunded.`,
    );
    expect((await choose(token, card.id, "new_holder")).status).toBe(409);
    await waitFor("the order completed", async () => {
      const o = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
      return o?.status === "completed";
    });
  });

  it("no choice: the reminder goes 7 days on, and after 14 days the card is refunded by reconciliation", async () => {
    const { orderId, card } = orders[3]!;
    const reminder = await rt.ctx.db
      .selectFrom("emails")
      .select("id")
      .where("recipient_id", "=", card.id)
      .where("kind", "=", "card_held_reminder")
      .executeTakeFirstOrThrow();
    rt.ctx.clock.set(new Date(Date.parse(JAN_3_1PM_EASTERN) + 7 * 86_400_000 + 60_000));
    await rt.ctx.services.email.send(reminder.id);
    const sent = await rt.ctx.db
      .selectFrom("emails")
      .select(["status", "subject"])
      .where("id", "=", reminder.id)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: "sent", subject: `A reminder: your postcard to Rep. ${LEAVING.name} is on hold` });

    // A day short of 14: still held.
    rt.ctx.clock.set(new Date(Date.parse(JAN_3_1PM_EASTERN) + 13 * 86_400_000));
    await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect((await cardsOf(orderId))[0]?.status).toBe("held");
    rt.ctx.clock.set(new Date(Date.parse(JAN_3_1PM_EASTERN) + 14 * 86_400_000 + 60_000));
    const { unchosen } = await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(unchosen).toBeGreaterThanOrEqual(1);
    const [row] = await cardsOf(orderId);
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/It was not mailed, and it is refunded, since no choice came in time\.$/);
    const refunds = await rt.ctx.db
      .selectFrom("refunds")
      .innerJoin("refund_items", "refund_items.refund_id", "refunds.id")
      .select("refund_items.recipient_id")
      .where("refunds.order_id", "=", orderId)
      .execute();
    expect(refunds.map((r) => r.recipient_id)).toEqual([card.id]);
  });
});
