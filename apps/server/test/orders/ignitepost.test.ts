import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIgnitePostBody } from "../../src/providers/mailing/ignitepost";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";
import { startTestRuntime, type TestRuntime } from "../harness";
import { floridaLegislators, orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

const TOKEN = "ip_test_token";
const SECRET = "ip_webhook_secret";
let rt: TestRuntime;
let fake: Awaited<ReturnType<typeof startFakeIgnitePost>>;

beforeAll(async () => {
  fake = await startFakeIgnitePost(TOKEN);
  rt = await startTestRuntime({
    IGNITEPOST_TOKEN: TOKEN,
    IGNITEPOST_API_URL: fake.url,
    IGNITEPOST_WEBHOOK_SECRET: SECRET,
    IGNITEPOST_LETTER_TEMPLATE: "3775",
  });
});
afterAll(async () => {
  await rt?.stop();
  await fake?.close();
});

/** Drives the order to the end through the same fulfilment the job runs (retries included). */
async function settle(orderId: string) {
  return waitFor("the order to complete", async () => {
    await rt.ctx.services.orders.fulfil(orderId).catch(() => {});
    const order = await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
    return order?.status === "completed";
  });
}

const postsFor = (orderId: string) => fake.orders.filter((o) => o.metadata.order_id === orderId);

describe("IgnitePost", () => {
  it("orders each card with a form-encoded POST, X-TOKEN, our uid and metadata", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    await settle(created.orderId);
    const posts = postsFor(created.orderId);
    expect(posts).toHaveLength(3);
    const { representative, senators } = floridaLegislators(rt);
    const rep = posts.find((p) => p.form.recipient_name === `${representative.title} ${representative.name}`)!;
    expect(rep.form).toMatchObject({
      recipient_zip: representative.address.zip,
      sender_name: "Ana Lopez",
      sender_city: "Fort Lauderdale",
      letter_template_id: "3775",
      message: `Dear Rep. ${representative.lastName},\n\nI'm Ana from Fort Lauderdale: please protect the Everglades.\n\nSincerely,\nAna Lopez`,
    });
    // Each senator's card greets that senator.
    for (const senator of senators) {
      const post = posts.find((p) => p.form.recipient_name === `${senator.title} ${senator.name}`)!;
      expect(post.form.message).toMatch(new RegExp(`^Dear Senator ${senator.lastName},\n`));
    }
    expect(rep.uid).toBe(`card-${rep.metadata.recipient_id}`);
    expect(fake.requests.every((r) => r.token === TOKEN)).toBe(true);
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body.postcardResults?.results.map((r) => r.orderId)).toEqual(posts.map((p) => String(p.id)));
  });

  it("retries a 503 and a lost answer without ever writing a card twice", async () => {
    fake.knobs.failNext = 1;
    fake.knobs.dropAfterAcceptNext = 1;
    const { created } = await placeOrder(rt, orderBody(rt, 2));
    await settle(created.orderId);
    const posts = postsFor(created.orderId);
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((p) => p.uid)).size).toBe(2);
    const rows = await rt.ctx.db
      .selectFrom("order_recipients")
      .select(["status", "attempts"])
      .where("order_id", "=", created.orderId)
      .execute();
    expect(rows.every((r) => r.status === "ordered")).toBe(true);
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBeGreaterThan(2);
  });

  it("treats a 4xx as permanent: that card fails and its share is refunded", async () => {
    const { senators } = floridaLegislators(rt);
    fake.knobs.rejectRecipient = `Sen. ${senators[0]!.name}`;
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    await settle(created.orderId);
    fake.knobs.rejectRecipient = null;
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body.postcardResults?.summary).toMatchObject({ totalSent: 2, totalFailed: 1 });
    const refund = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(refund.body).toMatchObject({ amount_cents: 400, status: "succeeded" });
  });

  describe("its webhook", () => {
    // The webhook records and queues; the card moves when the job has run.
    const processed = (eventId: string) =>
      waitFor(`event ${eventId} processed`, async () => {
        const row = await rt.ctx.db
          .selectFrom("vendor_events")
          .select("processed_at")
          .where("provider", "=", "ignitepost")
          .where("event_id", "=", eventId)
          .executeTakeFirst();
        return row?.processed_at ?? null;
      });
    const post = (body: string, headers: Record<string, string> = {}) =>
      rt.app.request("/api/webhooks/ignitepost", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });

    it("refuses unsigned and badly signed deliveries", async () => {
      const body = JSON.stringify({ id: 1, sent_at: new Date().toISOString() });
      expect((await post(body)).status).toBe(401);
      expect((await post(body, { "x-ignitepost-signature": signIgnitePostBody(body, "wrong") })).status).toBe(401);
      expect((await post(body, { "x-ignitepost-signature": "sha256=zz" })).status).toBe(401);
      const tampered = signIgnitePostBody(body, SECRET);
      expect((await post(body.replace("1", "2"), { "x-ignitepost-signature": tampered })).status).toBe(401);
    });

    it("refuses a delivery whose signed time is more than 5 minutes off, and takes a fresh one", async () => {
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      await settle(created.orderId);
      const [card] = postsFor(created.orderId);
      const body = JSON.stringify({
        id: card!.id,
        uid: card!.uid,
        metadata: card!.metadata,
        sent_at: "2026-11-23T15:00:00Z",
      });
      const old = signIgnitePostBody(body, SECRET, new Date(Date.now() - 6 * 60 * 1000));
      const refused = await post(body, { "x-ignitepost-signature": old });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.code).toBe("stale_webhook");
      const mailStatus = () =>
        rt.ctx.db
          .selectFrom("order_recipients")
          .select("mail_status")
          .where("order_id", "=", created.orderId)
          .executeTakeFirstOrThrow();
      expect((await mailStatus()).mail_status).toBeNull();
      const fresh = await post(body, { "x-ignitepost-signature": signIgnitePostBody(body, SECRET, new Date()) });
      expect(fresh.status).toBe(200);
      await processed(`${card!.id}:mailed`);
      expect((await mailStatus()).mail_status).toBe("mailed");
    });

    it("without a signed time, refuses a replay of an event first handled more than 5 minutes ago", async () => {
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      await settle(created.orderId);
      const [card] = postsFor(created.orderId);
      const body = JSON.stringify({
        id: card!.id,
        uid: card!.uid,
        metadata: card!.metadata,
        sent_at: "2026-11-23T15:00:00Z",
      });
      const headers = { "x-ignitepost-signature": signIgnitePostBody(body, SECRET) };
      expect((await post(body, headers)).status).toBe(200);
      expect((await post(body, headers)).status).toBe(200); // a prompt retry is fine
      await processed(`${card!.id}:mailed`);
      await rt.ctx.db
        .updateTable("vendor_events")
        .set({ received_at: new Date(Date.now() - 6 * 60 * 1000) })
        .where("provider", "=", "ignitepost")
        .where("event_id", "=", `${card!.id}:mailed`)
        .execute();
      const replay = await post(body, headers);
      expect(replay.status).toBe(409);
      expect((await replay.json()).error.code).toBe("stale_webhook");
    });

    it("marks the card mailed and emails the sender once, however often it is delivered", async () => {
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      await settle(created.orderId);
      const [card] = postsFor(created.orderId);
      const body = JSON.stringify({
        id: card!.id,
        uid: card!.uid,
        metadata: card!.metadata,
        sent_at: "2026-11-23T15:00:00Z",
      });
      for (let i = 0; i < 3; i++) {
        const res = await post(body, { "x-ignitepost-signature": signIgnitePostBody(body, SECRET) });
        expect(res.status).toBe(200);
      }
      await processed(`${card!.id}:mailed`);
      const recipient = await rt.ctx.db
        .selectFrom("order_recipients")
        .select(["mail_status", "mailed_at"])
        .where("order_id", "=", created.orderId)
        .executeTakeFirstOrThrow();
      expect(recipient.mail_status).toBe("mailed");
      expect(new Date(recipient.mailed_at!).toISOString()).toBe("2026-11-23T15:00:00.000Z");
      const mailed = await waitFor("the card-mailed email", async () => {
        const rows = await rt.ctx.db
          .selectFrom("emails")
          .select(["status"])
          .where("order_id", "=", created.orderId)
          .where("kind", "=", "card_mailed")
          .execute();
        return rows.length === 1 && rows[0]!.status === "sent" ? rows : null;
      });
      expect(mailed).toHaveLength(1);
      const events = await rt.ctx.db
        .selectFrom("vendor_events")
        .select("event_id")
        .where("provider", "=", "ignitepost")
        .where("event_id", "=", `${card!.id}:mailed`)
        .execute();
      expect(events).toHaveLength(1);
    });

    it("shows on the console's timeline of its own order only, also when one vendor id is part of another", async () => {
      const first = (await placeOrder(rt, orderBody(rt, 1))).created.orderId;
      const second = (await placeOrder(rt, orderBody(rt, 1))).created.orderId;
      await settle(first);
      await settle(second);
      const [a] = postsFor(first);
      const [b] = postsFor(second);
      // The second card's IgnitePost id contains the first's ("7" and "70"), and its event echoes
      // no metadata: it is tied to its order by the card it moved.
      const longer = `${a!.id}0`;
      await rt.ctx.db
        .updateTable("order_recipients")
        .set({ vendor_order_id: longer })
        .where("order_id", "=", second)
        .execute();
      const deliver = async (body: string) =>
        expect((await post(body, { "x-ignitepost-signature": signIgnitePostBody(body, SECRET) })).status).toBe(200);
      await deliver(JSON.stringify({ id: a!.id, uid: a!.uid, metadata: a!.metadata, sent_at: "2026-11-23T15:00:00Z" }));
      await deliver(JSON.stringify({ id: Number(longer), uid: b!.uid, sent_at: "2026-11-23T16:00:00Z" }));
      await processed(`${a!.id}:mailed`);
      await processed(`${longer}:mailed`);
      const vendorEventsOn = async (orderId: string) =>
        (await rt.ctx.services.admin.order(orderId))?.events.filter((e) => e.source === "ignitepost event");
      expect(await vendorEventsOn(first)).toEqual([expect.objectContaining({ kind: "card.mailed", detail: null })]);
      expect(await vendorEventsOn(second)).toEqual([expect.objectContaining({ kind: "card.mailed", detail: null })]);
      const [secondEvent] = await rt.ctx.db
        .selectFrom("vendor_events")
        .select("order_id")
        .where("event_id", "=", `${longer}:mailed`)
        .execute();
      expect(secondEvent?.order_id).toBe(second);
    });
  });
});
