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
  createHandwrytten({ apiUrl: fake.url, apiKey: KEY, cardId: 1234, fontLabel: "Casual David", ...over });

const outcomeOf = (p: Promise<unknown>) =>
  p.then(
    () => "taken",
    (err) => (err instanceof MailingVendorError ? err.outcome : Promise.reject(err)),
  );

describe("the Handwrytten adapter against its documented API", () => {
  it("sends a single step order with the key as the whole Authorization header, and reads the order back", async () => {
    const { vendorOrderId } = await adapter().submit(card);
    const order = fake.orders.at(-1)!;
    expect(String(order.id)).toBe(vendorOrderId);
    expect(order.body).toMatchObject({
      card_id: 1234,
      font_label: "Casual David",
      message: "Dear Senator Lummis,\n\nPlease fund rural broadband.",
      wishes: "Sincerely,\nAna Lopez",
      recipient_first_name: "Sen. Cynthia M.",
      recipient_last_name: "Lummis",
      recipient_address1: "127A Russell Senate Office Building",
      sender_first_name: "Ana",
      sender_last_name: "Lopez",
    });
    expect(fake.requests.at(-1)!.headers.authorization).toBe(KEY);
    expect(await adapter().fetchOrder(vendorOrderId)).toMatchObject({
      vendorOrderId,
      idempotencyKey: "card-r1",
      recipientId: "r1",
      mailedAt: null,
    });
    fake.markSent(order.id, new Date("2026-11-23T15:00:00Z"));
    expect((await adapter().fetchOrder(vendorOrderId))?.mailedAt?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
  });

  it("is refused (4xx) without a font or with a wrong key, and says whether a failed call may have reached it", async () => {
    expect(await outcomeOf(adapter({ fontLabel: "" }).submit(card))).toBe("refused");
    expect(await outcomeOf(adapter({ cardId: 999 }).submit(card))).toBe("refused");
    const noState = { ...card, recipient: { ...card.recipient, address: { ...card.recipient.address, state: "" } } };
    await expect(adapter().submit(noState)).rejects.toThrow(
      "Handwrytten refused the card (HTTP 400): recipient_state is required",
    );
    expect(await outcomeOf(adapter({ apiKey: "wrong" }).submit(card))).toBe("refused");
    expect((await adapter({ apiKey: "wrong" }).authenticate()).ok).toBe(false);
    expect((await adapter().authenticate()).ok).toBe(true);
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
