import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/core/logger";
import { type CardOrder, createIgnitePost, MailingVendorError } from "../../src/providers/mailing";
import { createVendorHealth } from "../../src/services/mailing/vendor-health";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";

const TOKEN = "ip_adapter_token";
let fake: Awaited<ReturnType<typeof startFakeIgnitePost>>;

beforeAll(async () => {
  fake = await startFakeIgnitePost(TOKEN);
});
afterAll(async () => {
  await fake?.close();
});

const card = (over: Partial<CardOrder> = {}): CardOrder => ({
  idempotencyKey: "card-00000000-0000-4000-8000-000000000001",
  orderId: "00000000-0000-4000-8000-0000000000aa",
  orderNumber: 1001,
  recipientId: "00000000-0000-4000-8000-000000000001",
  salutation: "Dear Senator Scott,",
  body: "Please protect the Everglades.",
  signOff: "Sincerely,\nAna Lopez",
  officeLabel: "Washington office",
  sender: {
    fullName: "Ana Lopez",
    streetAddress: "1 Las Olas Blvd",
    city: "Fort Lauderdale",
    state: "FL",
    zipCode: "33301",
  },
  recipient: {
    title: "Sen.",
    name: "Rick Scott",
    address: { street: "110 Hart Senate Office Building", city: "Washington", state: "DC", zip: "20510" },
  },
  ...over,
});

const adapter = (over: Partial<Parameters<typeof createIgnitePost>[0]> = {}) =>
  createIgnitePost({
    apiUrl: fake.url,
    token: TOKEN,
    font: "becca",
    image: "thank-you-1",
    testMode: false,
    timeoutMs: 500,
    ...over,
  });

async function outcomeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "taken";
  } catch (err) {
    if (err instanceof MailingVendorError) return err.outcome;
    throw err;
  }
}

describe("the IgnitePost adapter against its documented API", () => {
  it("sends every required field, form-encoded, with X-TOKEN, and reads both reply shapes", async () => {
    fake.knobs.shape = "alternate";
    const first = await adapter().submit(card());
    const second = await adapter().submit(card({ recipientId: "r2", idempotencyKey: "card-r2" }));
    const [a, b] = fake.orders.slice(-2);
    expect([first.vendorOrderId, second.vendorOrderId]).toEqual([a!.id, b!.id]);
    expect(a!.form).toMatchObject({
      font: "becca",
      image: "thank-you-1",
      message: "Dear Senator Scott,\n\nPlease protect the Everglades.\n\nSincerely,\nAna Lopez",
      recipient_name: "Sen. Rick Scott",
      recipient_address_one: "110 Hart Senate Office Building",
      recipient_city: "Washington",
      recipient_state: "DC",
      recipient_zip: "20510",
      sender_name: "Ana Lopez",
      uid: "card-00000000-0000-4000-8000-000000000001",
      "metadata[recipient_id]": "00000000-0000-4000-8000-000000000001",
    });
    const posts = fake.requests.filter((r) => r.method === "POST");
    expect(posts.every((r) => r.headers["x-token"] === TOKEN && r.headers["x-testing"] === undefined)).toBe(true);
    // GET /orders/:id, bare or wrapped, is the same order.
    for (const shape of ["bare", "wrapped"] as const) {
      fake.knobs.shape = shape;
      expect(await adapter().fetchOrder(a!.id)).toMatchObject({
        vendorOrderId: a!.id,
        idempotencyKey: a!.uid,
        recipientId: "00000000-0000-4000-8000-000000000001",
        mailedAt: null,
      });
    }
    fake.knobs.shape = "alternate";
    fake.markSent(a!.id, new Date("2026-11-23T15:00:00Z"));
    expect((await adapter().fetchOrder(a!.id))?.mailedAt?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(await adapter().fetchOrder("404404")).toBeNull();
  });

  it("refuses a text over 450 characters before sending it", async () => {
    const before = fake.requests.length;
    const long = card({ body: "x".repeat(420) });
    expect(await outcomeOf(adapter().submit(long))).toBe("refused");
    expect(fake.requests.length).toBe(before);
  });

  it("is refused (4xx) by the fake without a font or an image, or with a wrong token", async () => {
    expect(await outcomeOf(adapter({ font: "" }).submit(card()))).toBe("refused");
    expect(await outcomeOf(adapter({ image: "" }).submit(card()))).toBe("refused");
    expect(await outcomeOf(adapter({ font: "comic-sans" }).submit(card()))).toBe("refused");
    expect(await outcomeOf(adapter({ token: "wrong" }).submit(card()))).toBe("refused");
    expect(await adapter({ token: "wrong" }).authenticate()).toEqual({
      ok: false,
      reason: "IgnitePost does not accept IGNITEPOST_TOKEN.",
    });
    expect(await adapter().authenticate()).toEqual({ ok: true, account: "cards@civicpostcard.test" });
    // A font or stock image the account does not have: said at the start check, before any card.
    expect(await adapter({ font: "comic-sans" }).authenticate()).toEqual({
      ok: false,
      reason: 'IgnitePost has no font "comic-sans" (GET /fonts): set IGNITEPOST_FONT to one of becca, hunter.',
    });
    expect(await adapter({ image: "sunset-9" }).authenticate()).toEqual({
      ok: false,
      reason: 'IgnitePost has no image "sunset-9" (GET /images): set IGNITEPOST_IMAGE to one of thank-you-1.',
    });
    expect((await adapter({ image: "https://civicpostcard.test/api/card-front.png" }).authenticate()).ok).toBe(true);
  });

  it("refuses a letter template at the start check (it may print a second greeting) and never sends one", async () => {
    const unknown = await adapter({ letterTemplateId: 7 }).authenticate();
    expect(unknown).toEqual({ ok: false, reason: "IgnitePost has no letter template 7 (IGNITEPOST_LETTER_TEMPLATE)." });
    const known = await adapter({ letterTemplateId: 42 }).authenticate();
    expect(known.ok).toBe(false);
    expect(!known.ok && known.reason).toMatch(
      /^IGNITEPOST_LETTER_TEMPLATE is set \(42, "Congratulations Card"\): IgnitePost's API cannot show whether a template prints its own greeting/,
    );
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/api/v1/letter_templates" });
    await adapter({ letterTemplateId: 42 }).submit(card());
    expect(fake.received.at(-1)!.form.letter_template_id).toBeUndefined();
    // What /readyz (operations port) and the console's vendor health read: IgnitePost failing, and why.
    const health = createVendorHealth({ log: createLogger("silent"), vendors: [adapter({ letterTemplateId: 42 })] });
    await health.check();
    expect(health.current()).toMatchObject([
      { vendor: "ignitepost", status: "failing", detail: expect.stringContaining("prints its own greeting") },
    ]);
  });

  it("in test mode sends X-TESTING: true, and the order cannot be fetched afterwards", async () => {
    const { vendorOrderId } = await adapter({ testMode: true }).submit(card());
    const post = fake.requests.filter((r) => r.method === "POST").at(-1)!;
    expect(post.headers["x-testing"]).toBe("true");
    expect(fake.received.at(-1)).toMatchObject({ id: vendorOrderId, testing: true });
    expect(await adapter({ testMode: true }).fetchOrder(vendorOrderId)).toBeNull();
  });

  it("says whether a failed call may have reached IgnitePost", async () => {
    fake.knobs.failNext = 1;
    expect(await outcomeOf(adapter().submit(card()))).toBe("unknown"); // 5xx
    fake.knobs.hangNext = 1;
    expect(await outcomeOf(adapter().submit(card()))).toBe("unknown"); // timeout
    fake.knobs.dropAfterAcceptNext = 1;
    expect(await outcomeOf(adapter().submit(card()))).toBe("unknown"); // connection lost after sending
    fake.knobs.tooManyNext = 1;
    expect(await outcomeOf(adapter().submit(card()))).toBe("not_sent"); // 429
    // A port nobody listens on: connection refused.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await outcomeOf(adapter({ apiUrl: `http://127.0.0.1:${port}/api/v1` }).submit(card()))).toBe("not_sent");
  });
});
