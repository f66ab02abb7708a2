import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CardOrder, createHandwrytten, MailingVendorError } from "../../src/providers/mailing";
import { startFakeHandwrytten } from "../fakes/fake-handwrytten";
import { startFakeServer } from "../fakes/fake-vendors";

const KEY = "hw_adapter_key";
let fake: Awaited<ReturnType<typeof startFakeHandwrytten>>;

beforeAll(async () => {
  fake = await startFakeHandwrytten(KEY);
});
afterAll(async () => {
  await fake?.close();
});

const card: CardOrder = {
  idempotencyKey: "card-r1",
  orderId: "o1",
  orderNumber: 1001,
  recipientId: "r1",
  salutation: "Dear Senator Lummis,",
  body: "Please fund rural broadband.",
  signOff: "Sincerely,\nAna Lopez",
  officeLabel: "Washington office",
  sender: { fullName: "Ana Lopez", streetAddress: "1 Capitol Ave", city: "Cheyenne", state: "WY", zipCode: "82001" },
  recipient: {
    title: "Sen.",
    name: "Cynthia M. Lummis",
    address: { street: "127A Russell Senate Office Building", city: "Washington", state: "DC", zip: "20510" },
  },
};

const adapter = (over: Partial<Parameters<typeof createHandwrytten>[0]> = {}) =>
  createHandwrytten({
    apiUrl: fake.url,
    apiKey: KEY,
    cardId: 1234,
    fontLabel: "Casual David",
    creditCardId: 34124,
    ...over,
  });

const outcomeOf = (p: Promise<unknown>) =>
  p.then(
    () => "taken",
    (err) => (err instanceof MailingVendorError ? err.outcome : Promise.reject(err)),
  );

describe("the Handwrytten adapter against its documented API", () => {
  it("sends a single step order with credit_card_id, then finds the order's own id (not the basket's) by its metadata", async () => {
    const { vendorOrderId } = await adapter().submit(card);
    const order = fake.orders.at(-1)!;
    expect(String(order.id)).toBe(vendorOrderId);
    expect(String(order.basketId)).not.toBe(vendorOrderId);
    expect(order.body).toMatchObject({
      card_id: 1234,
      font_label: "Casual David",
      credit_card_id: 34124,
      message: "Dear Senator Lummis,\n\nPlease fund rural broadband.",
      wishes: "Sincerely,\nAna Lopez",
      recipient_first_name: "Sen. Cynthia M.",
      recipient_last_name: "Lummis",
      recipient_address1: "127A Russell Senate Office Building",
      sender_first_name: "Ana",
      sender_last_name: "Lopez",
    });
    expect(fake.requests.map((r) => r.path).slice(-2)).toEqual([
      "/v2/orders/singleStepOrder",
      "/v2/orders/getByMetadata",
    ]);
    expect(fake.requests.at(-1)!.headers.authorization).toBe(KEY);
    // A status lookup finds the order the adapter created.
    expect(await adapter().fetchOrder(vendorOrderId)).toMatchObject({
      vendorOrderId,
      idempotencyKey: "card-r1",
      recipientId: "r1",
      mailedAt: null,
    });
    // So does the operator's "Handwrytten has it", by the card alone.
    expect(await adapter().findOrderOf!({ idempotencyKey: "card-r1", orderId: "o1", recipientId: "r1" })).toBe(
      vendorOrderId,
    );
  });

  it("reads no status word as mailed unless documented: an unknown one is reported once, never guessed", async () => {
    const unknown: string[] = [];
    const hw = adapter({ onUnknownStatus: (status) => unknown.push(status) });
    const { vendorOrderId } = await hw.submit({ ...card, idempotencyKey: "card-r2", recipientId: "r2" });
    expect((await hw.fetchOrder(vendorOrderId))?.mailedAt).toBeNull(); // "suspended": documented, not mailed
    for (const word of ["sent", "complete", "completed", "mailed"]) {
      fake.setStatus(Number(vendorOrderId), word, new Date("2026-11-23T15:00:00Z"));
      expect((await hw.fetchOrder(vendorOrderId))?.mailedAt, word).toBeNull();
      await hw.fetchOrder(vendorOrderId);
    }
    expect(unknown).toEqual(["sent", "complete", "completed", "mailed"]);
  });

  it("checks the key with auth/getUser, and the card and font against cards/list and fonts/list", async () => {
    expect(await adapter().authenticate()).toEqual({ ok: true, account: "orders@civicpostcard.test" });
    // cards/list answers without a key: only auth/getUser tells a wrong one.
    expect(await adapter({ apiKey: "wrong" }).authenticate()).toMatchObject({
      ok: false,
      reason: expect.stringContaining("auth/getUser"),
    });
    expect(await adapter({ cardId: 999 }).authenticate()).toMatchObject({
      ok: false,
      reason: expect.stringContaining("no card 999 (HANDWRYTTEN_CARD_ID)"),
    });
    expect(await adapter({ fontLabel: "Comic Sans" }).authenticate()).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no font "Comic Sans" (HANDWRYTTEN_FONT)'),
    });
  });

  it("knows the card's characters limit once checked, as the fake refuses a longer message", async () => {
    const hw = adapter();
    const long = { ...card, body: "x".repeat(330) };
    expect(hw.refusesMessage!(long)).toBeNull(); // not known before the start check
    await hw.authenticate();
    expect(hw.refusesMessage!(long)).toEqual({ limit: 340, length: 352 });
    expect(hw.refusesMessage!(card)).toBeNull();
    await expect(hw.submit(long)).rejects.toThrow("a message that is too long for the card");
  });

  it("orders a card with its own front on that front's card design (HANDWRYTTEN_CARD_IDS), others on the default", async () => {
    const hw = adapter({ cardIdsByFront: { yosemite: 5678 } });
    await hw.submit({ ...card, idempotencyKey: "card-r3", recipientId: "r3", front: "yosemite" });
    expect(fake.orders.at(-1)!.body.card_id).toBe(5678);
    await hw.submit({ ...card, idempotencyKey: "card-r4", recipientId: "r4", front: "arches" });
    expect(fake.orders.at(-1)!.body.card_id).toBe(1234);
    // Each design is checked at start, and its own characters limit holds for its front.
    expect((await hw.authenticate()).ok).toBe(true);
    const medium = { ...card, body: "x".repeat(150) };
    expect(hw.refusesMessage!({ ...medium, front: "yosemite" })).toEqual({ limit: 120, length: 172 });
    expect(hw.refusesMessage!({ ...medium, front: "arches" })).toBeNull();
    expect(await adapter({ cardIdsByFront: { arches: 999 } }).authenticate()).toMatchObject({
      ok: false,
      reason: "Handwrytten lists no card 999 (HANDWRYTTEN_CARD_IDS): see GET cards/list.",
    });
  });

  it("is refused (4xx) without a font, a card or a credit card id, or with a wrong key, and says whether a failed call may have reached it", async () => {
    expect(await outcomeOf(adapter({ fontLabel: "" }).submit(card))).toBe("refused");
    expect(await outcomeOf(adapter({ cardId: 999 }).submit(card))).toBe("refused");
    await expect(adapter({ creditCardId: 0 }).submit(card)).rejects.toThrow("credit_card id error");
    const noState = { ...card, recipient: { ...card.recipient, address: { ...card.recipient.address, state: "" } } };
    await expect(adapter().submit(noState)).rejects.toThrow(
      "Handwrytten refused the card (HTTP 400): recipient_state is required",
    );
    expect(await outcomeOf(adapter({ apiKey: "wrong" }).submit(card))).toBe("refused");
    fake.knobs.down = true;
    expect(await outcomeOf(adapter().submit(card))).toBe("unknown"); // 5xx
    fake.knobs.down = false;
  });

  it("reads an answer whose own httpCode is a 4xx as a refusal, even sent with HTTP 200", async () => {
    const odd = await startFakeServer(() => ({
      json: { httpCode: 400, status: "error", error: "font not found" },
    }));
    try {
      await expect(adapter({ apiUrl: odd.url }).submit(card)).rejects.toThrow(
        "Handwrytten refused the card (400): font not found",
      );
      expect(await outcomeOf(adapter({ apiUrl: odd.url }).submit(card))).toBe("refused");
    } finally {
      await odd.close();
    }
  });
});
