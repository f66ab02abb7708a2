import fs from "node:fs";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { senders, testCards } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action, adminGet, adminPost, signIn } from "../admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { SNAPSHOT_DAY } from "../snapshot-day";
import { mailEveryCard } from "./order-fixtures";
import { waitFor } from "./wait";

// Cards to a Burlington sender's state senator and representatives, beside (or without) their
// members of Congress (issue 37, docs/decisions/0120).
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600", ADMIN_EMAILS: OPERATOR });
});
afterAll(async () => {
  await rt?.stop();
});

const OPERATOR = "ops@example.com";
const { userInfo } = senders.burlington;
const ZIP = userInfo.zipCode;

/** Burlington's candidates: the first senate district's first member, and two House districts' first members. */
function burlington() {
  const congress = rt.ctx.services.legislators.index.findByZip(ZIP);
  const state = rt.ctx.services.stateLegislators.index.findByZip(ZIP);
  if (!congress || !state) throw new Error("05401 missing from the directories");
  const senator = state.upper[0]!.members[0]!;
  const [rep1, rep2] = state.lower.filter((d) => d.members.length > 0).map((d) => d.members[0]!);
  return { congress, senator, reps: [rep1!, rep2!] };
}

function body(
  congress: { representative?: string; senators?: string[] },
  state: StateLegislator[],
): CreatePaymentRequest {
  const count = (congress.representative ? 1 : 0) + (congress.senators?.length ?? 0);
  const sendOption = count === 3 ? "triple" : count === 2 ? "double" : "single";
  return {
    sendOption,
    email: "maya@example.com",
    fullName: userInfo.fullName,
    postcardData: {
      userInfo,
      representative: congress.representative ? { id: congress.representative } : null,
      senators: (congress.senators ?? []).map((id) => ({ id })),
      stateLegislators: state.map((m) => ({ id: m.id, name: "Someone Else" })),
      finalMessage: "I'm [name] from [Your City]: please fund Lake Champlain's cleanup.",
      draftId: null,
      zipCode: ZIP,
      office: "washington",
    },
  };
}

/** Every email file the local transport wrote to this address, as one text. */
function mailsTo(address: string): string {
  return mailFilesIn(rt.dataDir)
    .map((f) => fs.readFileSync(f, "utf8"))
    .filter((m) => m.includes(address))
    .join("\n")
    .replace(/=\r?\n/g, "");
}

const cardsOf = (orderId: string) =>
  rt.ctx.db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute();

async function pay(clientSecret: string) {
  const paid = await rt.call("local-checkout-pay", {
    clientSecret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  expect(paid.body.status).toBe("complete");
}

describe("cards to state legislators", () => {
  it("prices the Congress bundle plus $5 a state card, and stores each state card with the state's title and its office", async () => {
    const { congress, senator, reps } = burlington();
    const rep = congress.representatives[0]!;
    const res = await rt.call(
      "create-payment",
      body({ representative: rep.id, senators: congress.senators.map((s) => s.id) }, [senator, ...reps]),
    );
    expect(res.status).toBe(200);
    // $12 for the three to Congress, and $5 for each of the three to the statehouse.
    expect(res.body.amountCents).toBe(2700);
    const cards = await cardsOf(res.body.orderId);
    expect(cards.map((c) => c.type)).toEqual([
      "representative",
      "senator",
      "senator",
      "state_legislator",
      "state_legislator",
      "state_legislator",
    ]);
    const [toSenator, toRep] = cards.slice(3);
    expect(toSenator).toMatchObject({
      legislator_id: senator.id,
      title: "Senator",
      name: senator.name,
      salutation: `Dear Senator ${senator.lastName},`,
      office_kind: "home",
      office_label: "State Capitol office",
      address_city: "Montpelier",
      address_state: "VT",
      seat_state: "VT",
      seat_district: null,
    });
    expect(toRep).toMatchObject({ title: "Representative", salutation: `Dear Representative ${reps[0]!.lastName},` });
    expect(toRep?.body).toBe("I'm Maya from Burlington: please fund Lake Champlain's cleanup.");
  });

  it("sends state cards alone at $5 each, and the preview shows each card's greeting and office", async () => {
    const { senator, reps } = burlington();
    const res = await rt.call("create-payment", body({}, [senator, reps[0]!]));
    expect(res.status).toBe(200);
    expect(res.body.amountCents).toBe(1000);
    const preview = await rt.call("preview-cards", {
      message: "Please fund the cleanup.",
      sender: userInfo,
      recipientIds: [senator.id, reps[0]!.id],
      office: "washington",
    });
    expect(preview.status).toBe(200);
    expect(preview.body.cards[0]).toMatchObject({
      recipient: `Senator ${senator.name}`,
      salutation: `Dear Senator ${senator.lastName},`,
      office: { kind: "home", label: "State Capitol office", address: { city: "Montpelier" } },
    });
  });

  it("refuses a state legislator of another district, or one who no longer sits", async () => {
    const elsewhere = rt.ctx.services.stateLegislators.index.findByZip("05701")!.upper[0]!.members[0]!;
    const { senator } = burlington();
    const notMine = await rt.call("create-payment", body({}, [senator, elsewhere]));
    expect(notMine.status).toBe(409);
    expect(notMine.error?.code).toBe("not_your_members");
    expect(notMine.error?.message).toContain(
      `Senator ${elsewhere.name} does not represent a district of ZIP code 05401`,
    );
    const gone = await rt.call(
      "create-payment",
      body({}, [{ ...senator, id: "ocd-person/00000000-0000-0000-0000-000000000000" }]),
    );
    expect(gone.status).toBe(400);
    expect(gone.error?.message).toMatch(/no longer sits in the legislature/);
  });

  it("mails a paid state card like any card: ordered, on the status page with its office, and in the sender's data", async () => {
    const { congress, senator, reps } = burlington();
    const created = await rt.call(
      "create-payment",
      body({ representative: congress.representatives[0]!.id }, [senator, reps[0]!]),
    );
    expect(created.body.amountCents).toBe(1500);
    await pay(created.body.client_secret);
    const orderId: string = created.body.orderId;
    await waitFor("every card ordered", async () => (await cardsOf(orderId)).every((c) => c.status === "ordered"));
    await mailEveryCard(rt, orderId);
    const token = await rt.ctx.services.orderStatus.tokenFor(orderId);
    const page = await rt.call("order-status", { token });
    expect(page.status).toBe(200);
    const cards = page.body.cards as { type: string; title: string; office: { label: string; city: string } }[];
    expect(cards.map((c) => c.type)).toEqual(["representative", "state_legislator", "state_legislator"]);
    expect(cards[1]).toMatchObject({ title: "Senator", office: { label: "State Capitol office", city: "Montpelier" } });
    // The confirmation email names each card, its greeting and its office, as for Congress cards.
    await waitFor("the emails sent", async () => {
      const rows = await rt.ctx.db.selectFrom("emails").select("status").where("order_id", "=", orderId).execute();
      return rows.length >= 2 && rows.every((r) => r.status === "sent");
    });
    const mail = mailsTo("maya@example.com");
    expect(mail).toContain(`Senator ${senator.name}`);
    expect(mail).toContain(`Dear Senator ${senator.lastName},`);
    expect(mail).toContain("State Capitol office");
    // The console shows the state card and refunds its $5 as it does any card's share.
    const cookie = await signIn(rt, OPERATOR);
    const detail = await (await adminGet(rt, `/api/admin/orders/${orderId}`, cookie)).json();
    const stateCard = detail.cards.find((c: { type: string }) => c.type === "state_legislator");
    expect(stateCard).toMatchObject({ title: "Senator", name: senator.name });
    const refunded = await adminPost(rt, `/api/admin/cards/${stateCard.id}/refund`, action("Goodwill"), cookie);
    expect(await refunded.json()).toMatchObject({ result: "succeeded" });
    const after = await (await adminGet(rt, `/api/admin/orders/${orderId}`, cookie)).json();
    expect(after.refunds[0]).toMatchObject({ amountCents: 500, cardIds: [stateCard.id] });
    // The data download holds the state cards; the erasure takes their text as it does every card's.
    const data = await (await rt.app.request(`/api/orders/${token}/data.json`)).text();
    expect(data).toContain(`Dear Representative ${reps[0]!.lastName},`);
    const erased = await rt.call("erase-order-data", { token });
    expect(erased.status).toBe(200);
    const erasedData = await (await rt.app.request(`/api/orders/${token}/data.json`)).text();
    expect(erasedData).not.toContain("Maya");
    expect(erasedData).not.toContain("Lake Champlain");
  });

  it("holds a paid state card whose recipient left the legislature before it was ordered, and refunds its $5 share", async () => {
    const { senator, reps } = burlington();
    const created = await rt.call("create-payment", { ...body({}, [senator, reps[0]!]), email: "held@example.com" });
    const index = rt.ctx.services.stateLegislators.index;
    const findById = index.findById.bind(index);
    const spy = vi.spyOn(index, "findById").mockImplementation((id) => (id === senator.id ? null : findById(id)));
    try {
      await pay(created.body.client_secret);
      const orderId: string = created.body.orderId;
      const [held] = await waitFor("the senator's card held", async () => {
        const rows = await cardsOf(orderId);
        return rows[0]?.status === "held" && rows[1]?.status === "ordered" && rows;
      });
      expect(held?.error).toBe(
        `Senator ${senator.name} is no longer in our list of the state legislature's sitting members. It has not been mailed: we're holding it until you choose.`,
      );
      // The seat is not followed to a new holder: the sender's choice is the refund, and the email says so.
      await waitFor("the held card's email", async () => {
        const row = await rt.ctx.db
          .selectFrom("emails")
          .select("status")
          .where("order_id", "=", orderId)
          .where("kind", "=", "card_held")
          .executeTakeFirst();
        return row?.status === "sent";
      });
      expect(mailsTo("held@example.com")).toContain("On your order's page you can have this card refunded now.");
      const token = await rt.ctx.services.orderStatus.tokenFor(orderId);
      const choice = await rt.call("choose-held-card", { token, cardId: held!.id, choice: "refund" });
      expect(choice.status).toBe(200);
      const refund = await waitFor("the refund", () =>
        rt.ctx.db.selectFrom("refunds").selectAll().where("order_id", "=", orderId).executeTakeFirst(),
      );
      expect(refund.amount_cents).toBe(500);
    } finally {
      spy.mockRestore();
    }
  });

  it("sends to a member whose role's end date the data knows until that day, and holds a card not ordered by then", async () => {
    // Idaho's John Vander-Woude: a role ending on 2026-12-01, after the data's day (decision 0129).
    const state = rt.ctx.services.stateLegislators;
    const row = await rt.ctx.db
      .selectFrom("state_legislators")
      .select(["id", "geoid", "role_end"])
      .where("state", "=", "ID")
      .where("role_end", "is not", null)
      .executeTakeFirstOrThrow();
    expect(row.role_end).toBe("2026-12-01");
    const { zcta } = await rt.ctx.db
      .selectFrom("zcta_state_districts")
      .select("zcta")
      .where("state", "=", "ID")
      .where("chamber", "=", "lower")
      .where("geoid", "=", row.geoid)
      .executeTakeFirstOrThrow();
    const member = state.index.findById(row.id)!;
    expect(member).not.toBeNull();
    const idahoan = { ...userInfo, streetAddress: "1 Main St", city: "Meridian", state: "ID", zipCode: zcta };
    const order = body({}, [member]);
    const created = await rt.call("create-payment", {
      ...order,
      email: "idaho@example.com",
      postcardData: { ...order.postcardData, userInfo: idahoan, zipCode: zcta },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    try {
      // Days before, checkout says the card would arrive after the role ends, as for Congress.
      rt.ctx.clock.set("2026-11-27T15:00:00Z");
      const planned = await rt.call("preview-cards", {
        message: "Please fund our schools.",
        sender: idahoan,
        recipientIds: [member.id],
        office: "washington",
      });
      expect(planned.body.cards[0]?.termEndsBeforeArrival).toEqual({ termEnds: "2026-12-01", arrivesBy: "2026-12-04" });
      // Paid on the day the seat changes hands: the card is held, with the day said.
      rt.ctx.clock.set("2026-12-01T15:00:00Z");
      expect(state.index.findById(member.id)).toBeNull();
      await pay(created.body.client_secret);
      const [held] = await waitFor("the card held", async () => {
        const rows = await cardsOf(created.body.orderId);
        return rows[0]?.status === "held" && rows;
      });
      expect(held?.error).toBe(
        `Representative ${member.name}'s term ended on December 1, 2026, before this card was ordered from the mailing service. It has not been mailed: we're holding it until you choose.`,
      );
      // Nor is the member offered any more.
      const lookup = await rt.call("lookup-state-legislators", { zipCode: zcta });
      const offered = [...lookup.body.upper, ...lookup.body.lower].flatMap((d: { members: { id: string }[] }) =>
        d.members.map((m) => m.id),
      );
      expect(offered).not.toContain(member.id);
    } finally {
      rt.ctx.clock.set(SNAPSHOT_DAY);
    }
  });
});
