import type { OwnCards, WriteItMyselfRequest } from "@civic/contracts/own-cards";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { senders } from "@civic/test-fixtures";
import { pageWords, usps } from "@civic/test-fixtures/pdf-text";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignInput, organiserCall, signInOrganiser } from "../campaigns/campaign-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";

// A Burlington sender writes their own cards to their state legislators, beside or without their
// member of Congress (issue 37, docs/decisions/0128): each card with its state's title, mailed to
// the office a paid card to them goes to.
let rt: TestRuntime;
let cookie: string;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false" });
  cookie = await signInOrganiser(rt, "own-state@example.org");
});
afterAll(async () => {
  await rt?.stop();
});

const { userInfo } = senders.burlington;
const ZIP = userInfo.zipCode;

/** Burlington's first senate district's first member, a House member, and its member of Congress. */
function burlington() {
  const state = rt.ctx.services.stateLegislators.index.findByZip(ZIP);
  const congress = rt.ctx.services.legislators.index.findByZip(ZIP);
  if (!state || !congress) throw new Error("05401 missing from the directories");
  const representative = state.lower.find((d) => d.members.length > 1)?.members[1];
  return { senator: state.upper[0]!.members[0]!, representative: representative!, congress };
}

function writeBody(state: StateLegislator[], representative: string | null, campaign?: string): WriteItMyselfRequest {
  return {
    sendOption: "single",
    postcardData: {
      userInfo,
      representative: representative ? { id: representative } : null,
      senators: [],
      // Names from the browser are never used: the directory's are.
      stateLegislators: state.map((m) => ({ id: m.id, name: "Someone Else" })),
      finalMessage: "I'm [name] from [Your City]: please fund Lake Champlain's cleanup.",
      draftId: null,
      zipCode: ZIP,
      office: "home",
    },
    ...(campaign ? { campaign: { slug: campaign, shareWithOrganisation: false } } : {}),
  };
}

async function write(body: WriteItMyselfRequest) {
  const created = await rt.call("write-it-myself", body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const token = (created.body as { path: string }).path.split("/").at(-1) as string;
  const page = await rt.call("own-cards", { token });
  expect(page.status).toBe(200);
  return { token, ...(page.body as OwnCards) };
}

describe("write it yourself, to state legislators", () => {
  it("stores a card to each chosen state legislator after the card to Congress: the state's title, the directory's office, in the PDF", async () => {
    const { senator, representative, congress } = burlington();
    const house = congress.representatives[0]!;
    const { cards, pdfPath } = await write(writeBody([senator, representative], house.id));
    expect(cards.map((c) => c.recipient)).toEqual([
      "Rep. Becca Balint",
      `Senator ${senator.name}`,
      `Representative ${representative.name}`,
    ]);
    expect(cards.map((c) => c.toStatehouse)).toEqual([false, true, true]);
    for (const [card, member] of [
      [cards[1]!, senator],
      [cards[2]!, representative],
    ] as const) {
      // Decision 0090's office, as a paid card's: the capitol's, else the district office's.
      const office = member.office!;
      expect(card.address).toEqual(office.address);
      expect(card.officeLabel).toBe(
        office.kind === "capitol" ? "State Capitol office" : `${office.address.city} district office`,
      );
      expect(card.officeKind).toBe("home");
      expect(card.salutation).toBe(`Dear ${member.title} ${member.lastName},`);
      expect(card.body).toBe("I'm Maya from Burlington: please fund Lake Champlain's cleanup.");
    }
    const rows = await rt.ctx.db
      .selectFrom("own_cards")
      .select(["type", "legislator_id"])
      .orderBy("position")
      .execute();
    expect(rows.slice(-3)).toEqual([
      { type: "representative", legislator_id: house.id },
      { type: "state_legislator", legislator_id: senator.id },
      { type: "state_legislator", legislator_id: representative.id },
    ]);

    // Every card's page and guide page: its recipient, title and office address; the state rule said on the guides.
    const doc = await PDFDocument.load(new Uint8Array(await (await rt.app.request(pdfPath)).arrayBuffer()));
    expect(doc.getPageCount()).toBe(7);
    cards.forEach((card, i) => {
      for (const page of [i, 4 + i]) {
        const words = pageWords(doc, page);
        expect(words).toContain(usps(card.recipient));
        expect(words).toContain(usps(card.address.street));
        expect(words).toContain(usps(`${card.address.city} ${card.address.state} ${card.address.zip}`));
        expect(words).toContain(card.salutation);
      }
    });
    expect(pageWords(doc, 4)).toContain("It goes to their home office");
    for (const page of [5, 6]) expect(pageWords(doc, page)).toContain("It goes to their office at the State Capitol");
  });

  it("writes to state legislators alone, and refuses one who does not represent the ZIP code", async () => {
    const { senator } = burlington();
    const { cards } = await write(writeBody([senator], null));
    expect(cards.map((c) => c.recipient)).toEqual([`Senator ${senator.name}`]);

    const elsewhere = rt.ctx.services.stateLegislators.index.findByZip("82001")!.upper[0]!.members[0]!;
    const refused = await rt.call("write-it-myself", writeBody([elsewhere], null));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "not_your_members" } });
  });

  it("counts the cards in a statehouse campaign's tally, and a Congress campaign refuses them", async () => {
    const { senator, representative, congress } = burlington();
    const statehouse = campaignInput({ chamber: "statehouse", targetState: "vt" });
    const created = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, statehouse);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    const { token, cards, campaign } = await write(writeBody([senator, representative], null, statehouse.slug));
    expect(campaign?.slug).toBe(statehouse.slug);
    await rt.call("report-card-mailed", { token, cardId: cards[1]!.id });
    const tally = await (await rt.app.request(`/api/campaigns/${statehouse.slug}/tally`)).json();
    expect(tally.bySenders).toEqual({ printed: 2, reportedMailed: 1 });

    // A card to Congress in a statehouse campaign, or to a statehouse in a Congress one, is refused as a paid one is.
    const withCongress = await rt.call(
      "write-it-myself",
      writeBody([senator], congress.representatives[0]!.id, statehouse.slug),
    );
    expect(withCongress.status).toBe(409);
    expect(withCongress.body).toMatchObject({ error: { code: "campaign_chamber" } });
    const both = campaignInput();
    const res = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, both);
    await organiserCall(rt, "POST", `/api/organize/campaigns/${(await res.json()).id}/state`, cookie, {
      state: "live",
    });
    const toState = await rt.call("write-it-myself", writeBody([senator], congress.representatives[0]!.id, both.slug));
    expect(toState.status).toBe(409);
    expect(toState.body).toMatchObject({ error: { code: "campaign_chamber" } });
  });
});
