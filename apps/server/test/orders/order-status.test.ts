import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessTokens } from "../../src/services/orders";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  // The print shop's own timer is parked; the tests move the cards themselves.
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

/** A paid order of `cards` cards, its status page token (from the return page's answer) and print orders. */
async function paidOrder(cards: 1 | 2 | 3, extra = {}) {
  const { created } = await placeOrder(rt, orderBody(rt, cards, extra));
  const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
  expect(verified.body.statusPath).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
  const token = (verified.body.statusPath as string).slice("/orders/".length);
  const prints = await rt.ctx.db
    .selectFrom("local_print_orders")
    .select(["id", "recipient_ref"])
    .where("order_ref", "=", created.orderId)
    .execute();
  return { orderId: created.orderId, token, prints };
}

const status = (token: string) => rt.call("order-status", { token });
const get = (path: string) => rt.app.request(path);
const PERSONAL = ["Ana", "Lopez", "Las Olas", "ana@example.com", "Everglades"];

describe("the order status page", () => {
  it("shows each card's office, exact text, timeline and, once written, the print shop's own images", {
    timeout: 120_000,
  }, async () => {
    const { token, prints } = await paidOrder(3);
    let page = await status(token);
    expect(page.status).toBe(200);
    expect(page.body.amountCents).toBe(1200);
    expect(page.body.cards).toHaveLength(3);
    for (const card of page.body.cards) {
      // The card's own words, as the print shop received them.
      expect(card.text?.salutation).toMatch(/^Dear .+,$/);
      expect(card.text?.body).toContain("please protect the Everglades.");
      expect(card.text?.signOff).toBe("Sincerely,\nAna Lopez");
      expect(card.office.label).toMatch(/office$/);
      expect(card.office.street).not.toBe("");
      expect(card.step).toBe("sent_to_print_shop");
      expect(card.images).toBeNull();
      expect(card.timeline.map((t) => [t.step, t.done])).toEqual([
        ["paid", true],
        ["sent_to_print_shop", true],
        ["written", false],
        ["mailed", false],
        ["delivered", false],
      ]);
    }

    for (const p of prints) await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id);
    page = await status(token);
    for (const card of page.body.cards) {
      expect(card.step).toBe("written");
      const { images } = card;
      if (!images) throw new Error("a written card has no images");
      for (const url of [images.front, images.back]) {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
        expect(
          Buffer.from(await res.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe("PNG");
      }
      const pdf = await get(images.pdf);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }

    for (const p of prints) await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id);
    for (const p of prints) await rt.ctx.services.mailing.advanceLocalPrintOrder(p.id);
    page = await status(token);
    expect(page.body.settled).toBe(true);
    for (const card of page.body.cards) {
      expect(card.step).toBe("delivered");
      expect(card.timeline.every((t: { done: boolean; at: string | null }) => t.done && t.at)).toBe(true);
    }
  });

  it("answers a wrong or tampered token with a plain not found", { timeout: 60_000 }, async () => {
    const { token, prints } = await paidOrder(1);
    await rt.ctx.services.mailing.advanceLocalPrintOrder(prints[0]!.id);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const cardId = prints[0]!.recipient_ref;
    for (const bad of [tampered, "not-a-token", "1001", "x".repeat(43)]) {
      const res = await status(bad);
      expect(res).toEqual({
        status: 404,
        body: { error: { code: "not_found", message: "Not found.", requestId: expect.any(String) } },
      });
      for (const path of [
        `/api/orders/${bad}/cards/${cardId}/back.png`,
        `/api/orders/${bad}/data.json`,
        `/api/orders/${bad}/events`,
      ]) {
        const r = await get(path);
        expect(r.status).toBe(404);
        const text = await r.text();
        for (const value of PERSONAL) expect(text).not.toContain(value);
      }
    }
    // The right token still opens it, and the page itself is never indexed nor sent on.
    expect((await get(`/api/orders/${token}/cards/${cardId}/back.png`)).status).toBe(200);
    const pageRes = await get(`/orders/${token}`);
    expect(pageRes.headers.get("x-robots-tag")).toContain("noindex");
    expect(pageRes.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("replaces one order's link: the old one stops working, the new one is emailed, other orders' links keep working", {
    timeout: 120_000,
  }, async () => {
    const mine = await paidOrder(1);
    const other = await paidOrder(1);
    const replaced = await rt.call("replace-status-link", { token: mine.token });
    expect(replaced).toEqual({ status: 200, body: { sent: true } });
    // The old link: the same plain not found as any wrong one, on every route behind it.
    expect((await status(mine.token)).status).toBe(404);
    expect((await get(`/api/orders/${mine.token}/data.json`)).status).toBe(404);
    expect((await rt.call("replace-status-link", { token: mine.token })).status).toBe(404);
    // The new link arrives by email, and opens the order.
    const email: string = await waitFor("the new link's email", async () => {
      const texts = mailFilesIn(rt.dataDir).map((f) => fs.readFileSync(f, "utf8").replace(/=\r?\n/g, ""));
      return texts.find((t) => t.includes("your new status link")) ?? null;
    });
    const fresh = /\/orders\/([A-Za-z0-9_-]{43})/.exec(email)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(mine.token);
    expect((await status(fresh!)).status).toBe(200);
    expect(await rt.ctx.services.orderStatus.tokenFor(mine.orderId)).toBe(fresh);
    // The other order's link is untouched.
    expect((await status(other.token)).status).toBe(200);
    expect(await rt.ctx.services.orderStatus.tokenFor(other.orderId)).toBe(other.token);
  });

  it("opens no link made under a previous ORDER_LINK_SECRET, and the links made under the new one", async () => {
    const { orderId, token } = await paidOrder(1);
    const rotated = createAccessTokens(rt.ctx.db, "a-new-order-link-secret-0123456789abcdef");
    expect(await rotated.orderIdFor(token)).toBeNull();
    const made = await rotated.tokenFor(orderId);
    expect(made).not.toBe(token);
    expect(await rotated.orderIdFor(made)).toBe(orderId);
  });

  it("pushes every change to an open page (server-sent events)", { timeout: 120_000 }, async () => {
    const { token, prints } = await paidOrder(1);
    const res = await get(`/api/orders/${token}/events`);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const steps: string[] = [];
    let buffer = "";
    const nextStatus = async () => {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = chunk.split("\n").find((l) => l.startsWith("data: "));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += value;
      }
    };
    steps.push((await nextStatus()).cards[0].step);
    for (let i = 0; i < 3; i++) {
      await rt.ctx.services.mailing.advanceLocalPrintOrder(prints[0]!.id);
      steps.push((await nextStatus()).cards[0].step);
    }
    await reader.cancel();
    expect(steps).toEqual(["sent_to_print_shop", "written", "mailed", "delivered"]);
  });
});

describe("vendor events", () => {
  it("are stored once by their id, and a late older event never moves a card backwards", {
    timeout: 120_000,
  }, async () => {
    const { orderId, token, prints } = await paidOrder(1);
    const card = prints[0]!;
    const event = (status: "written" | "mailed" | "delivered", at: string) => ({
      vendor: "local" as const,
      eventId: `${card.id}:${status}`,
      vendorOrderId: card.id,
      recipientId: card.recipient_ref,
      orderId,
      status,
      occurredAt: new Date(at),
      payload: { id: card.id, status },
    });
    // Delivered arrives first, then mailed twice, then written: out of order and duplicated.
    await rt.ctx.services.mailing.handleStatus(event("delivered", "2026-11-20T15:00:00Z"));
    await rt.ctx.services.mailing.handleStatus(event("mailed", "2026-11-19T15:00:00Z"));
    await rt.ctx.services.mailing.handleStatus(event("mailed", "2026-11-19T15:00:00Z"));
    await rt.ctx.services.mailing.handleStatus(event("written", "2026-11-18T15:00:00Z"));
    const events = await rt.ctx.db
      .selectFrom("card_events")
      .select(["kind"])
      .where("recipient_id", "=", card.recipient_ref)
      .orderBy("occurred_at")
      .execute();
    // Each once, at the vendor's own times (the hand-off to the print shop was today).
    expect(events.map((e) => e.kind)).toEqual(["written", "mailed", "delivered", "sent_to_print_shop"]);
    const recipient = await rt.ctx.db
      .selectFrom("order_recipients")
      .select(["mail_status"])
      .where("id", "=", card.recipient_ref)
      .executeTakeFirstOrThrow();
    expect(recipient.mail_status).toBe("delivered");
    const page = await status(token);
    expect(page.body.cards[0]?.step).toBe("delivered");
    expect(page.body.cards[0]?.timeline.find((t) => t.step === "mailed")?.at).toBe("2026-11-19T15:00:00.000Z");
    const mailed = await waitFor("one card-mailed email", async () => {
      const rows = await rt.ctx.db
        .selectFrom("emails")
        .select(["status"])
        .where("order_id", "=", orderId)
        .where("kind", "=", "card_mailed")
        .execute();
      return rows.length === 1 && rows[0]!.status === "sent" ? rows : null;
    });
    expect(mailed).toHaveLength(1);
  });
});
