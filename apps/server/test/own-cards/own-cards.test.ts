import { pageWords, usps } from "@civic/test-fixtures/pdf-text";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignInput, organiserCall, signInOrganiser } from "../campaigns/campaign-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody } from "../orders/order-fixtures";

let rt: TestRuntime;
let slug: string;
let campaignId: string;
let organiser: string;
beforeAll(async () => {
  rt = await startTestRuntime();
  const cookie = await signInOrganiser(rt, "organiser@example.org");
  organiser = cookie;
  const input = campaignInput({ goal: 10 });
  slug = input.slug;
  const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input)).json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
  campaignId = id;
});
afterAll(async () => {
  await rt?.stop();
});

/** What checkout sends for "I'll write it myself": the order without payment or email. */
function writeBody(cards: 1 | 2 | 3, campaign?: string) {
  const { sendOption, postcardData } = orderBody(rt, cards);
  return {
    sendOption,
    postcardData,
    ...(campaign ? { campaign: { slug: campaign, shareWithOrganisation: false } } : {}),
  };
}
const tokenOf = (path: string) => path.split("/").at(-1) as string;

describe("write it yourself", () => {
  it("stores the cards, serves the PDF, records a card reported mailed and counts it apart in the campaign's tally", async () => {
    const created = await rt.call("write-it-myself", writeBody(3, slug));
    expect(created.status).toBe(200);
    const { path } = created.body as { path: string };
    expect(path).toMatch(/^\/write-it-yourself\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(path);

    const page = await rt.call("own-cards", { token });
    expect(page.status).toBe(200);
    const { cards, pdfPath, campaign } = page.body as {
      cards: {
        id: string;
        officeKind: string;
        body: string;
        address: { street: string; city: string; state: string; zip: string };
        reportedMailedAt: string | null;
      }[];
      pdfPath: string;
      campaign: { slug: string } | null;
    };
    expect(cards).toHaveLength(3);
    // Each to its nearest home office (decision 0008), as the guidance says.
    expect(cards.map((c) => c.officeKind)).toEqual(["home", "home", "home"]);
    expect(campaign?.slug).toBe(slug);
    // No order, no payment, nothing for a vendor.
    expect(await rt.ctx.db.selectFrom("orders").select("id").execute()).toHaveLength(0);

    const res = await rt.app.request(pdfPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBe(7);
    expect(doc.getPage(0).getSize()).toEqual({ width: 432, height: 288 });
    // Each card (pages 1-3) and its guide (pages 5-7): the directory's office address and the whole message.
    cards.forEach((card, i) => {
      for (const page of [i, 4 + i]) {
        const words = pageWords(doc, page);
        expect(words).toContain(usps(card.address.street));
        expect(words).toContain(usps(`${card.address.city} ${card.address.state} ${card.address.zip}`));
        expect(words).toContain(card.body.split(/\s+/).join(" "));
      }
    });

    const mailed = await rt.call("report-card-mailed", { token, cardId: cards[0]?.id as string });
    expect(mailed.status).toBe(200);
    const after = (mailed.body as { cards: { reportedMailedAt: string | null }[] }).cards;
    expect(after.map((c) => c.reportedMailedAt !== null)).toEqual([true, false, false]);
    // A second tap keeps the first report.
    const again = await rt.call("report-card-mailed", { token, cardId: cards[0]?.id as string });
    expect((again.body as { cards: { reportedMailedAt: string | null }[] }).cards[0]?.reportedMailedAt).toBe(
      after[0]?.reportedMailedAt,
    );

    const tally = await (await rt.app.request(`/api/campaigns/${slug}/tally`)).json();
    expect(tally.total).toBe(0);
    expect(tally.mailed).toBe(0);
    expect(tally.bySenders).toEqual({ printed: 3, reportedMailed: 1 });
    const dashboard = await (
      await organiserCall(rt, "GET", `/api/organize/campaigns/${campaignId}/dashboard`, organiser)
    ).json();
    expect(dashboard.total).toBe(0);
    expect(dashboard.bySenders).toEqual({ printed: 3, reportedMailed: 1 });
  });

  it("prints its instructions in the sender's language: Spanish for a Spanish sender, English as before", async () => {
    const pdfOf = async (cookie?: string) => {
      const created = await rt.app.request("/api/functions/write-it-myself", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(writeBody(1)),
      });
      const { path } = (await created.json()) as { path: string };
      const res = await rt.app.request(`/api/own-cards/${tokenOf(path)}/cards.pdf`);
      expect(res.status).toBe(200);
      const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      // Pages: the card, the sheet of four, the guide.
      return {
        title: doc.getTitle(),
        card: pageWords(doc, 0),
        guide: pageWords(doc, 2),
        file: res.headers.get("content-disposition"),
      };
    };
    const spanish = await pdfOf("lang=es");
    expect(spanish.title).toBe("Sus postales para escribir a mano");
    expect(spanish.file).toBe('attachment; filename="postales-para-escribir.pdf"');
    expect(spanish.guide).toContain("Su postal para");
    expect(spanish.guide).toContain(
      "Cópiela en una postal de 4x6 pulgadas (o más pequeña), o imprima la postal en cartulina.",
    );
    expect(spanish.guide).toContain("Escriba claro en letra de imprenta mayúscula, no cursiva");
    expect(spanish.guide).toContain("Diríjala a");
    expect(spanish.guide).toContain("Su dirección de remitente (arriba a la izquierda)");
    expect(spanish.guide).not.toContain("Copy it onto");
    expect(spanish.card).toContain("SELLO POSTAL");

    const english = await pdfOf();
    expect(english.title).toBe("Your postcards to write yourself");
    expect(english.file).toBe('attachment; filename="postcards-to-write.pdf"');
    expect(english.guide).toContain("Copy it onto a 4x6 in (or smaller) postcard, or print the card on card stock.");
    expect(english.guide).toContain("Print clearly in capital letters, not cursive");
    expect(english.guide).toContain("Your return address (top left)");
    expect(english.card).toContain("POSTCARD STAMP");
  });

  it("refuses a bad request, an unknown link and another set's card with a clear message", async () => {
    const none = writeBody(1);
    none.postcardData.representative = null;
    const refused = await rt.call("write-it-myself", none);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/recipient/i);

    const tooLong = writeBody(1);
    tooLong.postcardData.finalMessage = "x".repeat(301);
    const long = await rt.call("write-it-myself", tooLong);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("Keep your message to 300 characters.");

    const unknown = await rt.call("own-cards", { token: "A".repeat(43) });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("There are no cards at this link.");
    expect((await rt.app.request("/api/own-cards/not-a-token/cards.pdf")).status).toBe(404);

    const token = tokenOf(((await rt.call("write-it-myself", writeBody(1))).body as { path: string }).path);
    const other = await rt.call("report-card-mailed", { token, cardId: crypto.randomUUID() });
    expect(other.status).toBe(404);
  });

  it("erases the sender's details on request and after RETENTION_DAYS, keeping the counts", async () => {
    const token = tokenOf(((await rt.call("write-it-myself", writeBody(2))).body as { path: string }).path);
    expect((await rt.call("erase-own-cards", { token })).status).toBe(200);
    const gone = await rt.call("own-cards", { token });
    expect(gone.status).toBe(404);
    expect(JSON.stringify(gone.body)).toContain("erased");
    expect((await rt.app.request(`/api/own-cards/${token}/cards.pdf`)).status).toBe(404);

    const kept = await rt.call("write-it-myself", writeBody(1));
    expect(kept.status).toBe(200);
    const sender = orderBody(rt, 1).postcardData.userInfo;
    const erased = await rt.ctx.services.ownCards.eraseExpired(new Date(Date.now() + 91 * 86_400_000));
    expect(erased).toBeGreaterThanOrEqual(1);
    const sets = await rt.ctx.db.selectFrom("own_card_sets").selectAll().execute();
    const cards = await rt.ctx.db.selectFrom("own_cards").selectAll().execute();
    expect(sets.every((s) => s.erased_at !== null)).toBe(true);
    const everything = JSON.stringify([sets, cards]);
    expect(everything).not.toContain(sender.fullName);
    expect(everything).not.toContain(sender.streetAddress);
    expect(everything).not.toContain("Please");
    expect(cards.length).toBeGreaterThanOrEqual(6);
  });

  it("is rate-limited per client, as the other calls that store an order", async () => {
    let status = 200;
    for (let i = 0; i < 12 && status === 200; i++) status = (await rt.call("write-it-myself", writeBody(1))).status;
    expect(status).toBe(429);
  });
});
