import { senders } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

const seattle = senders.seattle.userInfo;
const JAYAPAL = "J000298";
const seattleSenators = () => rt.ctx.services.legislators.index.findByZip("98101")!.senators;

describe("preview-cards", () => {
  it("writes each recipient's card with its own greeting, the same body, and the sign-off", async () => {
    const [murray, cantwell] = ["Murray", "Cantwell"].map((n) => seattleSenators().find((s) => s.lastName === n)!);
    const res = await rt.call("preview-cards", {
      message: "Rent is rising faster than wages in [Your City].",
      sender: seattle,
      recipientIds: [JAYAPAL, murray!.id, cantwell!.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.cards.map((c) => c.salutation)).toEqual([
      "Dear Rep. Jayapal,",
      "Dear Senator Murray,",
      "Dear Senator Cantwell,",
    ]);
    for (const card of res.body.cards) {
      expect(card).toMatchObject({
        body: "Rent is rising faster than wages in Seattle.",
        signOff: "Sincerely,\nAna Garcia",
        office: { kind: "washington", label: "Washington office", address: { city: "Washington", state: "DC" } },
        namesOtherMembers: [],
      });
    }
  });

  it("says which cards would carry another member's name, and changes nothing", async () => {
    const murray = seattleSenators().find((s) => s.lastName === "Murray")!;
    const message = "Rep. Jayapal, please act on rent.";
    const res = await rt.call("preview-cards", { message, sender: seattle, recipientIds: [JAYAPAL, murray.id] });
    expect(res.body.cards.map((c) => [c.body, c.namesOtherMembers])).toEqual([
      [message, []],
      [message, ["Rep. Jayapal"]],
    ]);
  });

  it("sends each card to the nearest home office when asked, and to Washington when a member has none", async () => {
    const home = await rt.call("preview-cards", {
      message: "Rent.",
      sender: seattle,
      recipientIds: [JAYAPAL, ...seattleSenators().map((s) => s.id)],
      office: "home",
    });
    expect(home.body.cards.map((c) => c.office.label)).toEqual([
      "Seattle district office",
      "Seattle state office",
      "Seattle state office",
    ]);
    expect(home.body.cards[0]?.office).toMatchObject({ kind: "home", address: { city: "Seattle", state: "WA" } });
    // Rep. Jason Crow's offices have no coordinates in the data.
    const aurora = { ...seattle, city: "Aurora", state: "CO", zipCode: "80012" };
    const crow = await rt.call("preview-cards", {
      message: "Rent.",
      sender: aurora,
      recipientIds: ["C001121"],
      office: "home",
    });
    expect(crow.body.cards[0]?.office).toMatchObject({ kind: "washington", label: "Washington office" });
  });

  it("refuses an unknown recipient and a bad office with a clear 400", async () => {
    const unknown = await rt.call("preview-cards", { message: "Hi.", sender: seattle, recipientIds: ["X000000"] });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toMatch(/can't receive a card/);
    const office = await rt.call("preview-cards", {
      message: "Hi.",
      sender: seattle,
      recipientIds: [JAYAPAL],
      office: "moon" as "home",
    });
    expect(office.status).toBe(400);
  });
});

describe("create-payment", () => {
  it("stores each card's text and its home office with the order, the price unchanged", async () => {
    const senators = seattleSenators();
    const res = await rt.call("create-payment", {
      sendOption: "triple",
      email: senders.seattle.email,
      fullName: seattle.fullName,
      postcardData: {
        userInfo: seattle,
        representative: { id: JAYAPAL },
        senators: senators.map((s) => ({ id: s.id })),
        finalMessage: "I'm [name]: rent is rising faster than wages.",
        office: "home",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.amountCents).toBe(1200);
    const rows = await rt.ctx.db
      .selectFrom("order_recipients")
      .selectAll()
      .where("order_id", "=", res.body.orderId)
      .orderBy("position")
      .execute();
    expect(rows.map((r) => [r.salutation, r.office_kind, r.office_label, r.address_city])).toEqual([
      ["Dear Rep. Jayapal,", "home", "Seattle district office", "Seattle"],
      [`Dear Senator ${senators[0]!.lastName},`, "home", "Seattle state office", "Seattle"],
      [`Dear Senator ${senators[1]!.lastName},`, "home", "Seattle state office", "Seattle"],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        body: "I'm Ana: rent is rising faster than wages.",
        sign_off: "Sincerely,\nAna Garcia",
      });
    }
  });
});
