import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { floridaLegislators, orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

const cardsOf = (orderId: string) =>
  rt.ctx.db
    .selectFrom("order_recipients")
    .select(["legislator_id", "status", "error"])
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();

describe("a card across the end of its recipient's term", () => {
  it("on 2026-11-26 refuses Moody, whose term ended, with the day it ended", async () => {
    rt.ctx.clock.set("2026-11-26T17:00:00Z");
    const body = orderBody(rt, 1);
    body.postcardData.representative = null;
    body.postcardData.senators = [{ id: "M001244" }];
    const res = await rt.call("create-payment", body);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(
      "Sen. Ashley Moody's term ended on November 3, 2026. Our directory doesn't have the new senator yet, so this seat can't receive a card. Choose another recipient.",
    );
  });

  it("is not mailed when paid for on December 30 and ordered after noon Eastern on January 3: held for the sender's choice, the others mailed", async () => {
    rt.ctx.clock.set("2026-12-30T17:00:00Z");
    // The House member (term ends 2027-01-03) and Rick Scott (runs to 2031).
    const { representative, senators } = floridaLegislators(rt);
    const scott = senators.find((s) => s.name === "Rick Scott")!;
    const body = orderBody(rt, 2);
    body.postcardData.senators = [{ id: scott.id }];
    const created = await rt.call("create-payment", body);
    expect(created.status).toBe(200);
    // The payment lands after the 120th Congress began: the card is ordered from the vendor only now.
    rt.ctx.clock.set("2027-01-03T18:00:00Z");
    const orderId = created.body.orderId;
    const paid = await rt.call("local-checkout-pay", {
      clientSecret: created.body.client_secret,
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    expect(paid.body.status).toBe("complete");
    const cards = await waitFor("the cards to be ordered or held", async () => {
      const rows = await cardsOf(orderId);
      return rows.every((r) => r.status !== "pending" && r.status !== "submitting") && rows;
    });
    expect(cards.map((c) => [c.legislator_id, c.status])).toEqual([
      [representative.id, "held"],
      [scott.id, "ordered"],
    ]);
    expect(cards[0]?.error).toBe(
      `Rep. ${representative.name}'s term ended on January 3, 2027, before this card was ordered from the mailing service. It has not been mailed: we're holding it until you choose.`,
    );
    const printed = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select("recipient_ref")
      .where("order_ref", "=", orderId)
      .execute();
    expect(printed).toHaveLength(1);
    // Nothing is refunded until the sender chooses (held-cards.test.ts follows the choices).
    const refunds = await rt.ctx.db.selectFrom("refunds").select("id").where("order_id", "=", orderId).execute();
    expect(refunds).toHaveLength(0);
  });

  it("is not mailed to a member the directory no longer has (a refresh after the swearing-in drops who left): held, said so", async () => {
    rt.ctx.clock.set("2026-12-30T17:00:00Z");
    const created = await rt.call("create-payment", orderBody(rt, 1));
    expect(created.status).toBe(200);
    const orderId = created.body.orderId;
    // As after such a refresh: the card's member is in no row of the directory.
    await rt.ctx.db
      .updateTable("order_recipients")
      .set({ legislator_id: "Z000999" })
      .where("order_id", "=", orderId)
      .execute();
    await rt.call("local-checkout-pay", {
      clientSecret: created.body.client_secret,
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    const [card] = await waitFor("the card to be held", async () => {
      const rows = await cardsOf(orderId);
      return rows.every((r) => r.status === "held") && rows;
    });
    expect(card?.error).toMatch(
      / is no longer in our directory of sitting members of Congress\. It has not been mailed: we're holding it until you choose\.$/,
    );
  });
});
