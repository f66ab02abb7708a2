import fs from "node:fs";
import { expectedInMailboxBy } from "@civic/contracts/mailing-vendors";
import { format } from "date-fns/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, adminGet, adminPost, signIn } from "../admin/console-helpers";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { floridaLegislators, orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

const TOKEN = "ip_test_token";
const SECRET = "ip-webhook-secret-0123456789abcdefghij";
const OPERATOR = "ops@civicpostcard.test";
let rt: TestRuntime;
let fake: Awaited<ReturnType<typeof startFakeIgnitePost>>;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeIgnitePost(TOKEN);
  rt = await startTestRuntime({
    MAILING_VENDORS: "ignitepost",
    IGNITEPOST_TOKEN: TOKEN,
    IGNITEPOST_API_URL: fake.url,
    IGNITEPOST_FONT: "becca",
    IGNITEPOST_WEBHOOK_SECRET: SECRET,
    IGNITEPOST_TIMEOUT_SECONDS: "1",
    PUBLIC_URL: "https://civicpostcard.test",
    ADMIN_EMAILS: OPERATOR,
  });
  cookie = await signIn(rt, OPERATOR);
});
afterAll(async () => {
  await rt?.stop();
  await fake?.close();
});

const cardsOf = (orderId: string) =>
  rt.ctx.db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute();

const orderStatusOf = async (orderId: string) =>
  (await rt.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

/** Drives fulfilment as the job would (retries included) until every card is settled or waiting on an operator. */
async function fulfil(orderId: string) {
  return waitFor("the cards to settle", async () => {
    await rt.ctx.services.fulfilment.fulfil(orderId).catch(() => {});
    const cards = await cardsOf(orderId);
    return cards.every((c) => ["ordered", "failed", "outcome_unknown"].includes(c.status)) ? cards : null;
  });
}

/** The "is in the mail" email to this card's recipient, quoted-printable undone; null before it is written. */
function mailedEmailOf(recipient: string): string | null {
  for (const file of mailFilesIn(rt.dataDir)) {
    const text = fs
      .readFileSync(file, "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=")
      .replace(/=E2=80=99/g, "’");
    if (text.includes(`Subject: Your postcard to ${recipient} is in the mail`)) return text;
  }
  return null;
}

/** The first email (quoted-printable undone) whose text contains `needle`; null before one is written. */
function mailWith(needle: string): string | null {
  for (const file of mailFilesIn(rt.dataDir)) {
    const text = fs
      .readFileSync(file, "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (text.includes(needle)) return text;
  }
  return null;
}

const received = (orderId: string) => fake.received.filter((o) => o.metadata.order_id === orderId);

describe("IgnitePost", () => {
  it("orders each card with every required field, its own greeting, at most 450 characters, and X-TOKEN", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    await fulfil(created.orderId);
    await waitFor("the order to complete", async () => (await orderStatusOf(created.orderId)) === "completed");
    const posts = received(created.orderId);
    expect(posts).toHaveLength(3);
    const { representative, senators } = floridaLegislators(rt);
    for (const post of posts) {
      expect(post.form).toMatchObject({
        font: "becca",
        // No front chosen: the default front, from our site.
        image: "https://civicpostcard.test/api/card-fronts/grand-teton.png",
        sender_name: "Ana Lopez",
        sender_city: "Fort Lauderdale",
      });
      for (const field of ["recipient_address_one", "recipient_city", "recipient_state", "recipient_zip"]) {
        expect(post.form[field], field).toBeTruthy();
      }
      expect(post.form.message!.length).toBeLessThanOrEqual(450);
      expect(post.uid).toBe(`card-${post.metadata.recipient_id}`);
    }
    const rep = posts.find((p) => p.form.recipient_name === `${representative.title} ${representative.name}`)!;
    expect(rep.form.message).toMatch(new RegExp(`^Dear Rep. ${representative.lastName},\n`));
    for (const senator of senators) {
      const post = posts.find((p) => p.form.recipient_name === `${senator.title} ${senator.name}`)!;
      expect(post.form.message).toMatch(new RegExp(`^Dear Senator ${senator.lastName},\n`));
    }
    expect(fake.requests.every((r) => r.headers["x-token"] === TOKEN)).toBe(true);
    const cards = await cardsOf(created.orderId);
    expect(cards.map((c) => c.vendor)).toEqual(["ignitepost", "ignitepost", "ignitepost"]);
    // The image it names is served to anyone (IgnitePost fetches it).
    const front = await rt.app.request("/api/card-fronts/grand-teton.png");
    expect(front.status).toBe(200);
    expect(front.headers.get("content-type")).toBe("image/png");
    expect((await rt.app.request("/api/card-front.png")).status).toBe(200);
    expect((await rt.app.request("/api/card-fronts/mount-doom.png")).status).toBe(404);
  });

  it("sends each card with the order's own front as its image: a campaign's front reaches IgnitePost", async () => {
    const body = orderBody(rt, 2);
    body.postcardData.front = "yosemite";
    const { created } = await placeOrder(rt, body);
    await fulfil(created.orderId);
    const posts = received(created.orderId);
    expect(posts.map((p) => p.form.image)).toEqual([
      "https://civicpostcard.test/api/card-fronts/yosemite.png",
      "https://civicpostcard.test/api/card-fronts/yosemite.png",
    ]);
    const yosemite = Buffer.from(await (await rt.app.request("/api/card-fronts/yosemite.png")).arrayBuffer());
    const teton = Buffer.from(await (await rt.app.request("/api/card-fronts/grand-teton.png")).arrayBuffer());
    expect(yosemite.equals(await rt.ctx.services.cards.cardFrontPng("yosemite"))).toBe(true);
    expect(yosemite.equals(teton)).toBe(false);
  });

  it("each card of an All three order: its mailed email says its own mailbox date, and its page has no Delivered step", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    const cards = await fulfil(created.orderId);
    const mailedAt = new Date("2026-11-24T15:00:00Z");
    for (const card of cards) fake.markSent(card.vendor_order_id!, mailedAt);
    await rt.ctx.services.mailing.pollVendorOrders();
    const mails = await waitFor("a mailed email for each card", async () => {
      const found = cards.map((card) => mailedEmailOf(`${card.title} ${card.name}`));
      return found.every(Boolean) ? (found as string[]) : null;
    });
    const status = await rt.ctx.services.orderStatus.statusFor(
      await rt.ctx.services.orderStatus.tokenFor(created.orderId),
    );
    for (const [i, card] of cards.entries()) {
      const by = expectedInMailboxBy(mailedAt, card.office_kind);
      const day = format(new Date(`${by}T12:00:00Z`), "EEEE, MMMM d, yyyy");
      expect(mails[i]).toContain(`It should be in the office's mailbox by ${day}`);
      expect(mails[i]).toContain(card.office_kind === "washington" ? "screened first" : "1");
      if (card.office_kind !== "washington") expect(mails[i]).not.toContain("screened first");
      const page = status.cards.find((c) => c.id === card.id)!;
      expect(page).toMatchObject({ step: "mailed", expectedBy: by, writtenBy: "IgnitePost" });
      expect(page.timeline.map((t) => t.step)).not.toContain("delivered");
    }
  });

  it("one card's call timing out holds back no receipt: the confirmation with its status link goes out, and that card shows as waiting", async () => {
    fake.knobs.hangNext = 1;
    const paidAt = Date.now();
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    const { number } = await rt.ctx.db
      .selectFrom("orders")
      .select("number")
      .where("id", "=", created.orderId)
      .executeTakeFirstOrThrow();
    // The vendor calls go on beside it (as the queue's job would); the email does not wait for them.
    const fulfilment = fulfil(created.orderId);
    const mail = await waitFor(
      "the confirmation email",
      async () => mailWith(`Subject: Order #${number}: your postcards are on the way`),
      60_000,
    );
    expect(Date.now() - paidAt).toBeLessThan(60_000);
    expect(mail).toMatch(/https:\/\/civicpostcard\.test\/orders\/[\w-]+/);
    const cards = await fulfilment;
    const waiting = cards.filter((c) => c.status === "outcome_unknown");
    expect(waiting).toHaveLength(1);
    expect(cards.filter((c) => c.status === "ordered")).toHaveLength(2);
    const token = await rt.ctx.services.orderStatus.tokenFor(created.orderId);
    const page = await rt.ctx.services.orderStatus.statusFor(token);
    expect(page.cards.find((c) => c.id === waiting[0]!.id)).toMatchObject({ waiting: true, step: "paid" });
    expect(page.cards.filter((c) => c.waiting)).toHaveLength(1);
    // One confirmation, however the order later settles.
    const confirmations = await rt.ctx.db
      .selectFrom("emails")
      .select("id")
      .where("order_id", "=", created.orderId)
      .where("kind", "=", "order_confirmation")
      .execute();
    expect(confirmations).toHaveLength(1);
  });

  it("retries a 429 and sends the card once", async () => {
    fake.knobs.tooManyNext = 1;
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    const [card] = await fulfil(created.orderId);
    expect(card!.status).toBe("ordered");
    expect(received(created.orderId)).toHaveLength(1);
  });

  it("treats another 4xx as final: that card fails and its share is refunded", async () => {
    const { senators } = floridaLegislators(rt);
    fake.knobs.rejectRecipient = `Sen. ${senators[0]!.name}`;
    const { created } = await placeOrder(rt, orderBody(rt, 3));
    await fulfil(created.orderId);
    fake.knobs.rejectRecipient = null;
    await waitFor("the order to complete", async () => (await orderStatusOf(created.orderId)) === "completed");
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body.postcardResults?.summary).toMatchObject({ totalSent: 2, totalFailed: 1 });
    const refund = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(refund.body).toMatchObject({ amount_cents: 400, status: "succeeded" });
  });

  describe("a create whose outcome is unknown", () => {
    const attention = async () => {
      const res = await adminGet(rt, "/api/admin/attention", cookie);
      expect(res.status).toBe(200);
      return (await res.json()) as { kind: string; cardId?: string; title: string; vendor?: string }[];
    };

    it("after a timeout is sent once, shows in Needs attention, and 'IgnitePost has it' ends it once checked", async () => {
      fake.knobs.hangNext = 1;
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      const [card] = await fulfil(created.orderId);
      expect(card!.status).toBe("outcome_unknown");
      // Never sent again by itself: more fulfilment runs and a reconciliation change nothing.
      await rt.ctx.services.fulfilment.fulfil(created.orderId);
      await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
      await new Promise((r) => setTimeout(r, 500));
      expect(received(created.orderId)).toHaveLength(1);
      expect(await orderStatusOf(created.orderId)).toBe("paid");
      const item = (await attention()).find((i) => i.cardId === card!.id);
      expect(item).toMatchObject({ kind: "outcome_unknown", vendor: "IgnitePost" });
      expect(item!.title).toContain("outcome unknown");

      const atVendor = received(created.orderId)[0]!;
      const other = fake.orders.find((o) => o.metadata.order_id !== created.orderId)!;
      const confirm = (vendorOrderId: string) =>
        adminPost(rt, `/api/admin/cards/${card!.id}/vendor-has-it`, { ...action(), vendorOrderId }, cookie);
      // An id IgnitePost does not have, and an order that is another card, are refused.
      expect(await (await confirm("404404")).json()).toMatchObject({ result: "refused" });
      expect(await (await confirm(other.id)).json()).toMatchObject({ result: "refused" });
      const ok = await confirm(atVendor.id);
      expect(await ok.json()).toMatchObject({ result: "succeeded" });
      const [after] = await cardsOf(created.orderId);
      expect(after).toMatchObject({ status: "ordered", vendor_order_id: atVendor.id });
      await waitFor("the order to complete", async () => {
        await rt.ctx.services.fulfilment.fulfil(created.orderId);
        return (await orderStatusOf(created.orderId)) === "completed";
      });
      expect(received(created.orderId)).toHaveLength(1);
      expect((await attention()).some((i) => i.cardId === card!.id)).toBe(false);
    });

    it("after a 503 waits for an operator, and 'Send it again' sends it once more", async () => {
      fake.knobs.failNext = 1; // not taken by the fake, but we cannot know that
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      const [card] = await fulfil(created.orderId);
      expect(card!.status).toBe("outcome_unknown");
      expect(received(created.orderId)).toHaveLength(0);
      const again = await adminPost(rt, `/api/admin/cards/${card!.id}/send-again`, action(), cookie);
      expect(await again.json()).toMatchObject({ result: "succeeded" });
      // A second click (another key) changes nothing.
      const twice = await adminPost(rt, `/api/admin/cards/${card!.id}/send-again`, action(), cookie);
      expect(await twice.json()).toMatchObject({ result: "no_change" });
      const [sent] = await fulfil(created.orderId);
      expect(sent!.status).toBe("ordered");
      expect(received(created.orderId)).toHaveLength(1);
      await waitFor("the order to complete", async () => (await orderStatusOf(created.orderId)) === "completed");
    });

    it("left by a process that died mid-call is not sent again", async () => {
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      await fulfil(created.orderId);
      const [card] = await cardsOf(created.orderId);
      // As a crash during the call leaves it.
      await rt.ctx.db
        .updateTable("order_recipients")
        .set({ status: "submitting", vendor_order_id: null })
        .where("id", "=", card!.id)
        .execute();
      await rt.ctx.services.fulfilment.fulfil(created.orderId);
      const [after] = await cardsOf(created.orderId);
      expect(after!.status).toBe("outcome_unknown");
      expect(received(created.orderId)).toHaveLength(1);
      // IgnitePost says (through its API) that it has the card: that ends it without an operator.
      const atVendor = received(created.orderId)[0]!;
      expect((await rt.ctx.services.mailing.confirmVendorOrder("ignitepost", atVendor.id)).outcome).toBe(
        "confirmed_unknown",
      );
      expect((await cardsOf(created.orderId))[0]).toMatchObject({ status: "ordered", vendor_order_id: atVendor.id });
    });
  });

  describe("its webhook", () => {
    const post = (path: string, body: string) =>
      rt.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });
    const hook = `/api/webhooks/ignitepost/${SECRET}`;
    const eventRows = (orderId: string) =>
      rt.ctx.db
        .selectFrom("vendor_events")
        .selectAll()
        .where("provider", "=", "ignitepost")
        .where("event_id", "like", `${orderId}:%`)
        .execute();
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

    async function oneCard() {
      const { created } = await placeOrder(rt, orderBody(rt, 1));
      const [card] = await fulfil(created.orderId);
      return { created, card: card!, atVendor: received(created.orderId)[0]! };
    }

    it("answers 404 to any other path and records nothing", async () => {
      const { atVendor } = await oneCard();
      const body = fake.webhookBody(atVendor.id);
      const rejections = async () =>
        (
          await rt.ctx.db
            .selectFrom("webhook_rejections")
            .select("count")
            .where("provider", "=", "ignitepost")
            .execute()
        ).length;
      const before = await rejections();
      for (const path of [
        "/api/webhooks/ignitepost",
        `/api/webhooks/ignitepost/${SECRET}x`,
        "/api/webhooks/ignitepost/short",
      ]) {
        expect((await post(path, body)).status, path).toBe(404);
      }
      expect(await eventRows(atVendor.id)).toHaveLength(0);
      expect(await rejections()).toBe(before);
    });

    it("moves nothing for an order IgnitePost has not sent, whatever the body says", async () => {
      const { created, atVendor } = await oneCard();
      // The body claims it was sent; IgnitePost's own answer says not yet.
      const lying = JSON.stringify({ id: atVendor.id, sent_at: "2026-11-23T15:00:00Z" });
      expect((await post(hook, lying)).status).toBe(200);
      await processed(`${atVendor.id}:sent`);
      expect((await cardsOf(created.orderId))[0]!.mail_status).toBeNull();
      expect(fake.requests.some((r) => r.method === "GET" && r.path === `/api/v1/orders/${atVendor.id}`)).toBe(true);
    });

    it("confirms a sent order with GET /orders/:id, marks the card Mailed once, and the status page ends there", async () => {
      const { created, card, atVendor } = await oneCard();
      fake.markSent(atVendor.id, new Date("2026-11-23T15:00:00Z"));
      const body = fake.webhookBody(atVendor.id);
      for (let i = 0; i < 3; i++) expect((await post(hook, body)).status).toBe(200);
      await processed(`${atVendor.id}:sent`);
      expect(await eventRows(atVendor.id)).toHaveLength(1);
      const [after] = await cardsOf(created.orderId);
      expect(after).toMatchObject({ mail_status: "mailed" });
      expect(new Date(after!.mailed_at!).toISOString()).toBe("2026-11-23T15:00:00.000Z");
      const pages = rt.ctx.services.orderStatus;
      const status = await pages.statusFor(await pages.tokenFor(created.orderId));
      const shown = status!.cards.find((c) => c.id === card.id)!;
      expect(shown.timeline.map((t) => t.step)).toEqual(["paid", "sent_to_print_shop", "mailed"]);
      expect(shown).toMatchObject({ step: "mailed", writtenBy: "IgnitePost" });
      expect(shown.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it("records an event for an order that is none of ours once, and never queues it again", async () => {
      const body = JSON.stringify({ id: "77777777", sent_at: "2026-11-23T15:00:00Z" });
      expect((await post(hook, body)).status).toBe(200);
      await processed("77777777:sent");
      expect((await post(hook, body)).status).toBe(200);
      const gets = () => fake.requests.filter((r) => r.path === "/api/v1/orders/77777777").length;
      const asked = gets();
      const queued = await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
      expect(queued.events).toBe(0);
      await new Promise((r) => setTimeout(r, 500));
      expect(gets()).toBe(asked);
      expect(await eventRows("77777777")).toHaveLength(1);
    });

    it("shows on the console's timeline of its own order only, also when one vendor id is part of another", async () => {
      const first = await oneCard();
      const second = await oneCard();
      // The second card's IgnitePost id contains the first's ("9001" and "90010"), and IgnitePost's
      // record of it echoes no metadata: it is tied to its order by the card it moved.
      const longer = `${first.atVendor.id}0`;
      const other = fake.orders.find((o) => o.id === second.atVendor.id)!;
      other.id = longer;
      other.metadata = {};
      await rt.ctx.db
        .updateTable("order_recipients")
        .set({ vendor_order_id: longer })
        .where("id", "=", second.card.id)
        .execute();
      for (const id of [first.atVendor.id, longer]) {
        fake.markSent(id, new Date("2026-11-23T15:00:00Z"));
        expect((await post(hook, fake.webhookBody(id))).status).toBe(200);
        await processed(`${id}:sent`);
      }
      const vendorEventsOn = async (orderId: string) =>
        (await rt.ctx.services.admin.order(orderId))?.events.filter((e) => e.source === "ignitepost event");
      expect(await vendorEventsOn(first.created.orderId)).toEqual([expect.objectContaining({ kind: "order.changed" })]);
      expect(await vendorEventsOn(second.created.orderId)).toEqual([
        expect.objectContaining({ kind: "order.changed" }),
      ]);
      const [secondEvent] = await rt.ctx.db
        .selectFrom("vendor_events")
        .select("order_id")
        .where("event_id", "=", `${longer}:sent`)
        .execute();
      expect(secondEvent?.order_id).toBe(second.created.orderId);
    });
  });

  it("polls cards not yet mailed, and one ordered 72 hours ago without being mailed needs attention", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    const [card] = await fulfil(created.orderId);
    await rt.ctx.db
      .updateTable("order_recipients")
      .set({ ordered_at: new Date(Date.now() - 73 * 60 * 60 * 1000) })
      .where("id", "=", card!.id)
      .execute();
    const items = (await (await adminGet(rt, "/api/admin/attention", cookie)).json()) as {
      kind: string;
      orderId: string;
      detail: string;
    }[];
    expect(items.find((i) => i.orderId === created.orderId)).toMatchObject({
      kind: "stalled_card",
      detail: expect.stringContaining("IgnitePost has not reported it mailed"),
    });
    fake.markSent(card!.vendor_order_id!);
    const polled = await rt.ctx.services.mailing.pollVendorOrders();
    expect(polled.mailed).toBeGreaterThanOrEqual(1);
    expect((await cardsOf(created.orderId))[0]!.mail_status).toBe("mailed");
  });

  it("says on the console and the operations /readyz whether IgnitePost takes the token", async () => {
    await rt.ctx.services.mailing.health.check();
    expect(rt.ctx.services.readiness.vendors()).toEqual([
      { vendor: "ignitepost", status: "ok", detail: "Signed in as cards@civicpostcard.test." },
    ]);
    const overview = await (await adminGet(rt, "/api/admin/overview", cookie)).json();
    expect(overview.mailingHealth).toMatchObject([{ vendor: "ignitepost", status: "ok" }]);
  });
});
