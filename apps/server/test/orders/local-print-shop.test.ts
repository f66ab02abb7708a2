import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalPrintShop } from "../../src/providers/mailing/local-print-shop";
import type { CardOrder } from "../../src/providers/mailing/mailing-vendor";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  // The print shop's own timer is parked; this test moves the cards itself.
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

describe("the local print shop", () => {
  it("renders each card, moves it written → mailed → delivered, and emails the sender once", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 2));
    await rt.call("verify-payment", { sessionId: created.sessionId });
    const outbox = path.join(rt.dataDir, "outbox", "postcards");
    const scheduled: { id: string; from: string; delay: number }[] = [];
    const shop = createLocalPrintShop({
      db: rt.ctx.db,
      outboxDir: outbox,
      stepSeconds: 7,
      // Stands in for the card renderer: the same files, in the same place.
      async writeCardFiles(card: CardOrder, dir: string, name: string) {
        fs.mkdirSync(dir, { recursive: true });
        const pdfPath = path.join(dir, `${name}.pdf`);
        const pngPath = path.join(dir, `${name}.png`);
        fs.writeFileSync(pdfPath, `%PDF ${card.recipient.title} ${card.recipient.name}`);
        fs.writeFileSync(pngPath, "png");
        return { pdfPath, pngPath };
      },
      scheduleStep: async (id, from, delay) => {
        scheduled.push({ id, from, delay });
      },
      onStatus: (event) => rt.ctx.services.mailing.handleStatus(event),
    });
    const cards = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select(["id", "recipient_ref"])
      .where("order_ref", "=", created.orderId)
      .execute();
    expect(cards).toHaveLength(2);
    const [first] = cards;

    await shop.advance(first!.id);
    const written = await rt.ctx.db
      .selectFrom("local_print_orders")
      .selectAll()
      .where("id", "=", first!.id)
      .executeTakeFirstOrThrow();
    expect(written.status).toBe("written");
    expect(written.pdf_path).toBe(path.join(outbox, created.orderId, `${first!.recipient_ref}.pdf`));
    // The file is this card's own, whichever of the order's cards the vendor wrote first.
    const addressee = await rt.ctx.db
      .selectFrom("order_recipients")
      .select(["title", "name"])
      .where("id", "=", first!.recipient_ref)
      .executeTakeFirstOrThrow();
    expect(fs.readFileSync(written.pdf_path!, "utf8")).toBe(`%PDF ${addressee.title} ${addressee.name}`);
    expect(scheduled).toEqual([{ id: first!.id, from: "written", delay: 7 }]);

    await shop.advance(first!.id);
    await shop.advance(first!.id);
    await shop.advance(first!.id); // nothing after delivered
    const recipient = await rt.ctx.db
      .selectFrom("order_recipients")
      .select(["mail_status", "mailed_at", "delivered_at"])
      .where("id", "=", first!.recipient_ref)
      .executeTakeFirstOrThrow();
    expect(recipient.mail_status).toBe("delivered");
    expect(recipient.mailed_at).not.toBeNull();
    expect(recipient.delivered_at).not.toBeNull();

    // A late, repeated "mailed" event changes nothing and sends no second email.
    await rt.ctx.services.mailing.handleStatus({
      vendor: "local",
      eventId: `${first!.id}:mailed`,
      vendorOrderId: first!.id,
      status: "mailed",
      occurredAt: new Date(),
      payload: {},
    });
    const after = await rt.ctx.db
      .selectFrom("order_recipients")
      .select("mail_status")
      .where("id", "=", first!.recipient_ref)
      .executeTakeFirstOrThrow();
    expect(after.mail_status).toBe("delivered");
    const mailedEmails = await waitFor("the card-mailed email to be sent", async () => {
      const rows = await rt.ctx.db
        .selectFrom("emails")
        .select(["status", "recipient_id"])
        .where("kind", "=", "card_mailed")
        .where("order_id", "=", created.orderId)
        .execute();
      return rows.length && rows.every((r) => r.status === "sent") ? rows : null;
    });
    expect(mailedEmails).toEqual([{ status: "sent", recipient_id: first!.recipient_ref }]);
  });

  it("writes the card renderer's PDF to the outbox (its proofs are drawn when the status page asks)", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    await rt.call("verify-payment", { sessionId: created.sessionId });
    const card = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select(["id", "recipient_ref"])
      .where("order_ref", "=", created.orderId)
      .executeTakeFirstOrThrow();
    await rt.ctx.services.mailing.advanceLocalPrintOrder(card.id);
    const dir = path.join(rt.dataDir, "outbox", "postcards", created.orderId);
    const pdf = fs.readFileSync(path.join(dir, `${card.recipient_ref}.pdf`));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(fs.existsSync(path.join(dir, `${card.recipient_ref}.png`))).toBe(false);
    const recipient = await rt.ctx.db
      .selectFrom("order_recipients")
      .select("mail_status")
      .where("id", "=", card.recipient_ref)
      .executeTakeFirstOrThrow();
    expect(recipient.mail_status).toBe("written");
  });
});
