import { OWN_CARD_GUIDANCE } from "@civic/contracts/own-cards";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  CARD_PAGE,
  LETTER,
  LETTER_LANDSCAPE,
  layoutCard,
  layoutGuide,
  type OwnCardText,
  ownCardsPdf,
  uspsAddressLines,
} from "./own-card-pdf";

/** 300 characters with no place to break early: the longest message a card carries. */
const LONG_MESSAGE = `${"Please fund the Rock Creek trail repairs before the spring floods; ".repeat(5).slice(0, 299)}!`;
const card = (i: number, body = LONG_MESSAGE): OwnCardText => ({
  recipient: ["Rep. Debbie Wasserman Schultz", "Sen. Rick Scott", "Sen. Ashley Moody"][i] as string,
  toStatehouse: false,
  officeKind: "home",
  officeLabel: "Sunrise district office",
  address: {
    street: "10100 Pines Boulevard, Building B, Third Floor, Suite 350, Attention: Constituent Mail",
    city: "Pembroke Pines",
    state: "FL",
    zip: "33026-6039",
  },
  salutation: "Dear Representative Wasserman Schultz,",
  body,
  signOff: "Sincerely,\nMaría José Castellanos-Rodríguez",
  sender: {
    fullName: "María José Castellanos-Rodríguez",
    streetAddress: "1234 Northeast Sixty-Seventh Avenue, Apartment 1207",
    city: "Fort Lauderdale",
    state: "FL",
    zipCode: "33301-1234",
  },
});

/** Every string a page's content shows (pdf-lib writes standard-font text as hex WinAnsi). */
async function pageTexts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    let ops = "";
    for (const s of streams) {
      if (s instanceof PDFRawStream) ops += Buffer.from(decodePDFRawStream(s).decode()).toString("latin1");
    }
    return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
      .map((m) => Buffer.from(m[1] as string, "hex").toString("latin1"))
      .join("\n");
  });
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

describe("the PDF of cards a sender writes themselves", () => {
  it("has a 6x4 in page per card, a letter sheet of four, and a letter guide per card", async () => {
    const pdf = await ownCardsPdf([card(0), card(1), card(2)]);
    const doc = await PDFDocument.load(pdf);
    const sizes = doc.getPages().map((p) => p.getSize());
    expect(sizes).toEqual([
      CARD_PAGE,
      CARD_PAGE,
      CARD_PAGE,
      LETTER_LANDSCAPE,
      { width: LETTER.width, height: LETTER.height },
      { width: LETTER.width, height: LETTER.height },
      { width: LETTER.width, height: LETTER.height },
    ]);
    expect(CARD_PAGE).toEqual({ width: 432, height: 288 });
    expect(LETTER_LANDSCAPE).toEqual({ width: 792, height: 612 });
  });

  it("carries each card's full office address (as USPS asks) and the whole message", async () => {
    const cards = [card(0), card(1), card(2)];
    const texts = await pageTexts(await ownCardsPdf(cards));
    cards.forEach((c, i) => {
      // The card page and its guide page: every word of the address and of the message, in order.
      for (const page of [texts[i] as string, texts[4 + i] as string]) {
        const shown = words(page).join(" ");
        for (const line of uspsAddressLines(c.recipient, c.address)) expect(shown).toContain(words(line).join(" "));
        expect(shown).toContain(words(c.body).join(" "));
      }
    });
    const sheet = words(texts[3] as string).join(" ");
    expect(words(texts[0] as string).join(" ")).toContain("10100 PINES BOULEVARD BUILDING B THIRD FLOOR SUITE 350");
    expect(texts[0]).toContain("PEMBROKE PINES FL 33026-6039");
    // The letter sheet carries all three cards.
    for (const c of cards)
      expect(sheet).toContain(words(uspsAddressLines(c.recipient, c.address)[0] as string).join(" "));
  });

  it("tells each card's office rule on its guide page: a state legislator's is the state directory's", async () => {
    const state: OwnCardText = {
      ...card(0, "Please fund the trails."),
      toStatehouse: true,
      recipient: "Senator Tanya Vyhovsky",
    };
    const texts = await pageTexts(await ownCardsPdf([card(0, "Please fund the trails."), state]));
    const guide = (i: number) => words(texts[3 + i] as string).join(" ");
    expect(guide(0)).toContain(words(OWN_CARD_GUIDANCE.homeOffice).join(" "));
    expect(guide(1)).toContain(words(OWN_CARD_GUIDANCE.stateOffice).join(" "));
    expect(guide(1)).not.toContain("Washington");
  });

  it("runs nothing off the page for a 300-character message and a long office address", async () => {
    const doc = await PDFDocument.create();
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
    expect(LONG_MESSAGE).toHaveLength(300);
    const sizes = [CARD_PAGE, { width: LETTER_LANDSCAPE.width / 2, height: LETTER_LANDSCAPE.height / 2 }];
    for (const page of sizes) {
      const { lines, stampBox } = layoutCard(fonts, card(0), page);
      for (const l of lines) {
        expect(l.x).toBeGreaterThanOrEqual(0);
        expect(l.x + l.width).toBeLessThanOrEqual(page.width);
        expect(l.y).toBeGreaterThanOrEqual(0);
        expect(l.y + l.size).toBeLessThanOrEqual(page.height);
        // Nothing in the barcode zone (the bottom 5/8 in); the address clear of the stamp.
        expect(l.y).toBeGreaterThanOrEqual(45 * (page.width / CARD_PAGE.width) - 1);
        if (l.x > page.width / 2) expect(l.y + l.size).toBeLessThanOrEqual(stampBox.y);
        // A card's message column ends before the divider.
        if (l.x < page.width / 2) expect(l.x + l.width).toBeLessThanOrEqual(page.width / 2);
      }
    }
    // The guide page in either language (Spanish is the longer).
    for (const language of ["en", "es"] as const) {
      for (const l of layoutGuide(fonts, card(0), language).lines) {
        expect(l.x + l.width).toBeLessThanOrEqual(LETTER.width - 54 + 0.01);
        expect(l.y).toBeGreaterThanOrEqual(54 - 0.01);
      }
    }
  });

  it("writes its instructions in the sender's language: Spanish with every accent drawn, English as before", async () => {
    const spanishCards = [card(0), { ...card(1), officeKind: "washington" as const, officeLabel: "Washington office" }];
    const spanishPdf = await ownCardsPdf(spanishCards, "es");
    const es = (await pageTexts(spanishPdf)).map((t) => words(t).join(" "));
    // Pages: 2 cards, 1 sheet, 2 guides.
    const [guideHome, guideWashington] = [es[3] as string, es[4] as string];
    for (const expected of [
      "Su postal para Rep. Debbie Wasserman Schultz",
      "Oficina de distrito en Sunrise. Cópiela en una postal de 4x6 pulgadas (o más pequeña), o imprima la postal en cartulina.",
      "Use un sello de postal. Una postal de entre 3½×5 y 4¼×6 pulgadas se envía con tarifa de postal; una más grande (5×7) necesita un sello de carta.",
      "Escriba claro en letra de imprenta mayúscula, no cursiva: las oficinas abren muchas postales y los escáneres leen letra de imprenta.",
      "No escriba nada más que la dirección en la zona de la dirección, y deje en blanco los 5/8 de pulgada de abajo.",
      "Va a su oficina local: allí el correo se lee antes, mientras que el correo a Washington pasa antes un control de 2 a 3 semanas.",
      "Diríjala a",
      "Su dirección de remitente (arriba a la izquierda)",
      "Su mensaje",
    ])
      expect(guideHome).toContain(expected);
    expect(guideWashington).toContain("Oficina de Washington. Cópiela");
    expect(guideWashington).toContain(
      "Va a su oficina de Washington, la única oficina de la que tenemos la dirección.",
    );
    // The stamp box on each card, and the sender's own words untouched.
    expect(es[0]).toContain("SELLO POSTAL");
    expect(guideHome).toContain("María José Castellanos-Rodríguez");
    for (const english of ["Your card to", "Copy it onto", "postcard stamp", "Address it to", "Your message", "STAMP"])
      for (const page of es) expect(page).not.toContain(english);
    expect((await PDFDocument.load(spanishPdf)).getTitle()).toBe("Sus postales para escribir a mano");

    // English: the same words as ever, the contract's guidance word for word.
    const englishPdf = await ownCardsPdf([card(0)]);
    const en = (await pageTexts(englishPdf)).map((t) => words(t).join(" "));
    for (const expected of [
      "Your card to Rep. Debbie Wasserman Schultz",
      "Sunrise district office. Copy it onto a 4x6 in (or smaller) postcard, or print the card on card stock.",
      OWN_CARD_GUIDANCE.stamp,
      OWN_CARD_GUIDANCE.print,
      OWN_CARD_GUIDANCE.addressArea,
      OWN_CARD_GUIDANCE.homeOffice,
      "Address it to",
      "Your return address (top left)",
      "Your message",
    ])
      expect(en[2]).toContain(expected);
    expect(en[0]).toContain("POSTCARD STAMP");
    expect((await PDFDocument.load(englishPdf)).getTitle()).toBe("Your postcards to write yourself");
  });

  it("draws a character the print font lacks as '?' rather than failing", async () => {
    const texts = await pageTexts(await ownCardsPdf([card(0, "Thank you 🌲 for the trails.")]));
    expect(texts[0]).toContain("Thank you ? for the trails.");
  });
});
