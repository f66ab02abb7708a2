import type { CardFrontId } from "@civic/contracts/card-fronts";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardOrder } from "../../src/providers/mailing";
import { campaignInput, organiserCall, signInOrganiser } from "../campaigns/campaign-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "./order-fixtures";

let rt: TestRuntime;
beforeAll(async () => {
  // The print shop's own timer is parked; the test writes the card itself.
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false", LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

const bytes = async (url: string) => Buffer.from(await (await rt.app.request(url)).arrayBuffer());

/** The front step 5 shows for this order's card with `front` (the wizard's preview). */
async function previewFront(body: CreatePaymentRequest, front: CardFrontId | undefined) {
  const { postcardData } = body;
  const preview = await rt.call("render-card-preview", {
    message: postcardData.finalMessage,
    sender: postcardData.userInfo,
    recipientId: postcardData.representative?.id ?? "",
    office: postcardData.office,
    ...(front ? { front } : {}),
  });
  expect(preview.status).toBe(200);
  return bytes(preview.body.front);
}

/** Pays the order, has the print shop write its card, and returns its print file, proof and card. */
async function printed(body: CreatePaymentRequest) {
  const { created } = await placeOrder(rt, body);
  const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
  const token = (verified.body.statusPath as string).slice("/orders/".length);
  const print = await rt.ctx.db
    .selectFrom("local_print_orders")
    .select(["id", "card"])
    .where("order_ref", "=", created.orderId)
    .executeTakeFirstOrThrow();
  await rt.ctx.services.mailing.advanceLocalPrintOrder(print.id);
  const card = (await rt.call("order-status", { token })).body.cards[0];
  if (!card?.images) throw new Error("the written card has no images");
  const order = await rt.ctx.db
    .selectFrom("orders")
    .select("card_front")
    .where("id", "=", created.orderId)
    .executeTakeFirstOrThrow();
  return {
    cardFront: order.card_front,
    pdf: await bytes(card.images.pdf),
    proofFront: await bytes(card.images.front),
    card: print.card as unknown as CardOrder,
  };
}

/** The print file the renderer makes of this card with `front`. */
const pdfWith = (card: CardOrder, front: CardFrontId | undefined) => rt.ctx.services.cards.printPdf({ ...card, front });

describe("an order's card front", { timeout: 120_000 }, () => {
  it("is the one the sender previewed: the print file and the proof draw it", async () => {
    const body = orderBody(rt, 1);
    body.postcardData.front = "arches";
    const files = await printed(body);
    expect(files.cardFront).toBe("arches");
    const preview = await previewFront(body, "arches");
    expect(files.proofFront.equals(preview)).toBe(true);
    expect(files.proofFront.equals(await previewFront(body, undefined))).toBe(false);
    expect(files.pdf.equals(await pdfWith(files.card, "arches"))).toBe(true);
    expect(files.pdf.equals(await pdfWith(files.card, undefined))).toBe(false);
  });

  it("is a campaign's own front when the order comes through its link", async () => {
    const organiser = await signInOrganiser(rt, "fronts-organiser@example.org");
    const input = campaignInput({ cardFront: "great-smoky-mountains" });
    const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", organiser, input)).json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, organiser, { state: "live" });
    // As a browser that previewed the campaign's front sends it, and as one that sent none.
    for (const sent of ["great-smoky-mountains", undefined] as const) {
      const body = orderBody(rt, 1, { campaign: { slug: input.slug, shareWithOrganisation: false } });
      if (sent) body.postcardData.front = sent;
      const files = await printed(body);
      expect(files.cardFront).toBe("great-smoky-mountains");
      expect(files.proofFront.equals(await previewFront(body, "great-smoky-mountains"))).toBe(true);
      expect(files.pdf.equals(await pdfWith(files.card, "great-smoky-mountains"))).toBe(true);
      expect(files.pdf.equals(await pdfWith(files.card, undefined))).toBe(false);
    }
  });

  it("is the default front when none was chosen", async () => {
    const body = orderBody(rt, 1);
    const files = await printed(body);
    expect(files.cardFront).toBeNull();
    expect(files.proofFront.equals(await previewFront(body, undefined))).toBe(true);
  });
});
