import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeHandwrytten } from "../fakes/fake-handwrytten";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "../orders/order-fixtures";
import { waitFor } from "../orders/wait";

const IP_TOKEN = "ip_failover";
const HW_KEY = "hw_failover_key";
const HW_SECRET = "hw-webhook-secret-0123456789abcdefghij";
const operator = { email: "ops@civicpostcard.test" };
let rt: TestRuntime;
let ignitePost: Awaited<ReturnType<typeof startFakeIgnitePost>>;
let handwrytten: Awaited<ReturnType<typeof startFakeHandwrytten>>;

beforeAll(async () => {
  ignitePost = await startFakeIgnitePost(IP_TOKEN);
  handwrytten = await startFakeHandwrytten(HW_KEY);
  // IgnitePost is down (503 to everything) from the start.
  ignitePost.knobs.down = true;
  rt = await startTestRuntime({
    MAILING_VENDORS: "ignitepost,handwrytten",
    IGNITEPOST_TOKEN: IP_TOKEN,
    IGNITEPOST_API_URL: ignitePost.url,
    IGNITEPOST_FONT: "becca",
    IGNITEPOST_IMAGE: "thank-you-1",
    HANDWRYTTEN_API_KEY: HW_KEY,
    HANDWRYTTEN_API_URL: handwrytten.url,
    HANDWRYTTEN_CARD_ID: "1234",
    HANDWRYTTEN_FONT: "Casual David",
    HANDWRYTTEN_CREDIT_CARD_ID: "34124",
    HANDWRYTTEN_WEBHOOK_SECRET: HW_SECRET,
    PUBLIC_URL: "https://civicpostcard.test",
  });
});
afterAll(async () => {
  await rt?.stop();
  await ignitePost?.close();
  await handwrytten?.close();
});

const cardsOf = (orderId: string) =>
  rt.ctx.db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute();

async function fulfil(orderId: string) {
  return waitFor("the cards to settle", async () => {
    await rt.ctx.services.fulfilment.fulfil(orderId).catch(() => {});
    const cards = await cardsOf(orderId);
    return cards.every((c) => ["ordered", "failed", "outcome_unknown"].includes(c.status)) ? cards : null;
  });
}

/**
 * One fulfilment of the order by this test. The runtime's own worker may be fulfilling it just now
 * (it was paid a moment ago), and then this call answers "busy": ask again until it does the work.
 */
async function fulfilHere(orderId: string) {
  for (;;) {
    const outcome = await rt.ctx.services.fulfilment.fulfil(orderId);
    if (outcome !== "busy") return outcome;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const atHandwrytten = (orderId: string) =>
  handwrytten.orders.filter((o) => JSON.parse(String(o.body.client_metadata)).order_id === orderId);
const atIgnitePost = (orderId: string) => ignitePost.received.filter((o) => o.metadata.order_id === orderId);

describe("Handwrytten as documented", () => {
  it("shows on /readyz a card or font its lists do not have (the adapter test covers a wrong key)", async () => {
    await rt.ctx.services.mailing.health.check();
    const handwryttenHealth = () => rt.ctx.services.readiness.vendors().find((v) => v.vendor === "handwrytten");
    expect(handwryttenHealth()).toEqual({
      vendor: "handwrytten",
      status: "ok",
      detail: "Signed in as orders@civicpostcard.test.",
    });
    const font = handwrytten.fonts.splice(0, 1);
    await rt.ctx.services.mailing.health.check();
    expect(handwryttenHealth()).toMatchObject({
      status: "failing",
      detail: 'Handwrytten lists no font "Casual David" (HANDWRYTTEN_FONT): see GET fonts/list.',
    });
    handwrytten.fonts.unshift(...font);
    const card = handwrytten.cards.splice(0, 1);
    await rt.ctx.services.mailing.health.check();
    expect(handwryttenHealth()).toMatchObject({
      status: "failing",
      detail: "Handwrytten lists no card 1234 (HANDWRYTTEN_CARD_ID): see GET cards/list.",
    });
    handwrytten.cards.unshift(...card);
    await rt.ctx.services.mailing.health.check();
    expect(handwryttenHealth()).toMatchObject({ status: "ok" });
  });

  it("refuses before payment a message too long for the card's characters", async () => {
    await rt.ctx.services.mailing.health.check();
    const small = handwrytten.cards.find((c) => c.id === 1234)!;
    small.characters = 120; // as a smaller card would have it
    try {
      await rt.ctx.services.mailing.health.check();
      const body = orderBody(rt, 1);
      body.postcardData.finalMessage = "Please protect the Everglades. ".repeat(4).trim();
      const refused = await rt.call("create-payment", body);
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as { error: { message: string } }).error.message).toMatch(
        /^Your message is too long for the card to Rep\. .+: with its greeting it has \d+ characters, and the card takes 120\. Please shorten it by \d+\.$/,
      );
      const short = orderBody(rt, 1);
      short.postcardData.finalMessage = "Please protect the Everglades.";
      expect((await rt.call("create-payment", short)).status).toBe(200);
    } finally {
      small.characters = 340;
      await rt.ctx.services.mailing.health.check();
    }
  });
});

describe("several vendors, each card once", () => {
  it("with IgnitePost answering 503, sends the cards to Handwrytten, none to both", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    const cards = await fulfil(created.orderId);
    expect(cards.map((c) => [c.status, c.vendor])).toEqual([
      ["ordered", "handwrytten"],
      ["ordered", "handwrytten"],
      ["ordered", "handwrytten"],
    ]);
    expect(atHandwrytten(created.orderId)).toHaveLength(3);
    expect(atIgnitePost(created.orderId)).toHaveLength(0);
    const sent = atHandwrytten(created.orderId)[0]!.body;
    expect(sent).toMatchObject({ card_id: 1234, font_label: "Casual David", delivery_confirmation: false });
    expect(sent.webhook_url).toBe(`https://civicpostcard.test/api/webhooks/handwrytten/${HW_SECRET}`);
    expect(handwrytten.requests.every((r) => r.headers.authorization === HW_KEY)).toBe(true);
    // Each card says who writes it.
    const pages = rt.ctx.services.orderStatus;
    const status = await pages.statusFor(await pages.tokenFor(created.orderId));
    expect(status.cards.map((c) => c.writtenBy)).toEqual(["Handwrytten", "Handwrytten", "Handwrytten"]);
    await waitFor("the order to complete", async () => {
      const o = await rt.ctx.db
        .selectFrom("orders")
        .select("status")
        .where("id", "=", created.orderId)
        .executeTakeFirst();
      return o?.status === "completed";
    });
  });

  it("skips a vendor whose calls keep failing (circuit breaker)", async () => {
    ignitePost.knobs.down = false;
    await rt.ctx.services.mailing.health.check();
    // 3 calls in a row turned away (429: certainly not taken) open IgnitePost's breaker.
    ignitePost.knobs.tooManyNext = 3;
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    const cards = await fulfil(created.orderId);
    expect(cards.every((c) => c.vendor === "handwrytten" && c.status === "ordered")).toBe(true);
    expect(atIgnitePost(created.orderId)).toHaveLength(0);
    const states = await rt.ctx.services.mailing.router.states();
    expect(states.find((s) => s.vendor === "ignitepost")).toMatchObject({ breaker: "open" });
  });

  it("sends nothing to a vendor an operator paused, and again once resumed", async () => {
    const req = () => ({ reason: "Vendor asked us to hold", idempotencyKey: crypto.randomUUID() });
    expect(await rt.ctx.services.admin.pauseVendor(operator, "handwrytten", req())).toMatchObject({
      result: "succeeded",
    });
    // IgnitePost's breaker is open and Handwrytten paused: no vendor, the card waits (pending).
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    await expect(fulfilHere(created.orderId)).rejects.toThrow(/No mailing vendor/);
    expect((await cardsOf(created.orderId))[0]!.status).toBe("pending");
    expect(await rt.ctx.services.admin.resumeVendor(operator, "handwrytten", req())).toMatchObject({
      result: "succeeded",
    });
    const [card] = await fulfil(created.orderId);
    expect(card).toMatchObject({ status: "ordered", vendor: "handwrytten" });
  });

  it("Handwrytten's webhook: other paths 404, the order is confirmed through its API, an unknown one handled once", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    const [card] = await fulfil(created.orderId);
    const post = (path: string, body: unknown) =>
      rt.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const id = Number(card!.vendor_order_id);
    expect((await post("/api/webhooks/handwrytten/wrong-secret", { order_id: id })).status).toBe(404);
    expect((await post("/api/webhooks/handwrytten", { order_id: id })).status).toBe(404);
    // Not mailed yet at Handwrytten: nothing moves.
    expect((await post(`/api/webhooks/handwrytten/${HW_SECRET}`, { order_id: id, status: "sent" })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await cardsOf(created.orderId))[0]!.mail_status).toBeNull();
    // A status word Handwrytten does not document as mailed moves nothing either: it is logged.
    handwrytten.setStatus(id, "sent", new Date("2026-11-23T15:00:00Z"));
    expect((await rt.ctx.services.mailing.confirmVendorOrder("handwrytten", String(id))).outcome).not.toBe("mailed");
    expect((await cardsOf(created.orderId))[0]!.mail_status).toBeNull();
    // An order that is none of ours: recorded, answered as unknown, not queued again.
    expect((await rt.ctx.services.mailing.confirmVendorOrder("handwrytten", "424242")).outcome).toBe("unknown_order");
    expect((await post(`/api/webhooks/handwrytten/${HW_SECRET}`, { order_id: 424242 })).status).toBe(200);
    await waitFor("the event processed", async () => {
      const rows = await rt.ctx.db
        .selectFrom("vendor_events")
        .select("processed_at")
        .where("provider", "=", "handwrytten")
        .where("event_id", "like", "424242:%")
        .execute();
      return rows.length === 1 && rows[0]!.processed_at ? rows : null;
    });
    expect((await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 })).events).toBe(0);
  });
});
