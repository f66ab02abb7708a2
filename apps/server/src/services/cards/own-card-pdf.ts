import { type CardLanguage, officeLabelIn } from "@civic/contracts/card-text";
import { OWN_CARD_GUIDANCE } from "@civic/contracts/own-cards";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/** What one card a sender writes themselves carries: its text and both addresses, as stored. */
export interface OwnCardText {
  recipient: string;
  /** To a member of the sender's state legislature: its office was chosen by the state directory's rule. */
  toStatehouse: boolean;
  officeKind: "washington" | "home";
  officeLabel: string;
  address: { street: string; city: string; state: string; zip: string };
  salutation: string;
  body: string;
  signOff: string;
  sender: { fullName: string; streetAddress: string; city: string; state: string; zipCode: string };
}

const INCH = 72;
/** A 6x4 in card, landscape: the largest the postcard stamp covers. */
export const CARD_PAGE = { width: 6 * INCH, height: 4 * INCH };
/** US letter, landscape: four 5½x4¼ in cards (a 4x6 card cannot fit four to a sheet). */
export const LETTER_LANDSCAPE = { width: 11 * INCH, height: 8.5 * INCH };
export const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
/** USPS keeps the bottom 5/8 in of the address side clear for its barcode. */
const BARCODE_CLEAR = (5 / 8) * INCH;

/**
 * The PDF's own words in the sender's language (the own card set's, migration 0080). English is the
 * contract's guidance, word for word as the page shows it; Spanish says it as the page's Spanish does
 * (the web app's sender catalogue), in `usted`. Every character is in WinAnsi, which the standard
 * fonts draw: á, é, í, ó, ú, ñ, ü, ¿, ¡.
 */
const WORDS = {
  en: {
    title: "Your postcards to write yourself",
    cardTo: (recipient: string) => `Your card to ${recipient}`,
    copyIt: (office: string) =>
      `${office}. Copy it onto a 4x6 in (or smaller) postcard, or print the card on card stock.`,
    guidance: OWN_CARD_GUIDANCE,
    addressTo: "Address it to",
    returnAddress: "Your return address (top left)",
    message: "Your message",
    stamp: ["POSTCARD", "STAMP"],
  },
  es: {
    title: "Sus postales para escribir a mano",
    cardTo: (recipient: string) => `Su postal para ${recipient}`,
    copyIt: (office: string) =>
      `${office.charAt(0).toUpperCase()}${office.slice(1)}. Cópiela en una postal de 4x6 pulgadas (o más pequeña), o imprima la postal en cartulina.`,
    guidance: {
      stamp:
        "Use un sello de postal. Una postal de entre 3½×5 y 4¼×6 pulgadas se envía con tarifa de postal; una más grande (5×7) necesita un sello de carta.",
      print:
        "Escriba claro en letra de imprenta mayúscula, no cursiva: las oficinas abren muchas postales y los escáneres leen letra de imprenta.",
      addressArea:
        "No escriba nada más que la dirección en la zona de la dirección, y deje en blanco los 5/8 de pulgada de abajo.",
      homeOffice:
        "Va a su oficina local: allí el correo se lee antes, mientras que el correo a Washington pasa antes un control de 2 a 3 semanas.",
      washingtonOffice: "Va a su oficina de Washington, la única oficina de la que tenemos la dirección.",
      stateOffice: "Va a su oficina en el Capitolio estatal cuando la tiene; si no, a su oficina de distrito.",
    },
    addressTo: "Diríjala a",
    returnAddress: "Su dirección de remitente (arriba a la izquierda)",
    message: "Su mensaje",
    stamp: ["SELLO", "POSTAL"],
  },
} satisfies Record<CardLanguage, unknown>;
type Words = (typeof WORDS)[CardLanguage];

const INK = rgb(0.1, 0.1, 0.12);
const FAINT = rgb(0.55, 0.55, 0.58);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A line placed on a page: what the tests read back, and what is drawn. */
export interface PlacedLine {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  width: number;
}

/**
 * USPS's preferred form for an address (Publication 28): capitals, no punctuation but the ZIP's
 * hyphen and a unit's "#", the last line "CITY ST ZIP".
 */
export function uspsAddressLines(recipient: string, address: OwnCardText["address"]): string[] {
  const clean = (s: string) =>
    s
      .toUpperCase()
      .replace(/[.,:;]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return [
    clean(recipient),
    clean(address.street),
    `${clean(address.city)} ${clean(address.state)} ${address.zip.trim()}`,
  ];
}

const returnLines = (s: OwnCardText["sender"]) =>
  uspsAddressLines(s.fullName, {
    street: s.streetAddress,
    city: s.city,
    state: s.state,
    zip: s.zipCode,
  });

/** The standard fonts encode WinAnsi only: any other character is drawn as "?" rather than failing. */
function encodable(font: PDFFont, text: string) {
  const set = new Set(font.getCharacterSet());
  return [...text].map((ch) => (ch === "\n" || set.has(ch.codePointAt(0) as number) ? ch : "?")).join("");
}

/** Words into lines no wider than `width`; a word wider than a line is broken where it must be. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Text set into a box from its top, at the largest size from `size` down to `min` at which it
 * fits; returns the lines and the height used. At `min` it is set regardless (callers size boxes
 * so the longest message and address fit at their smallest size, which the tests hold).
 */
function setText(
  font: PDFFont,
  text: string,
  box: { x: number; top: number; width: number; height: number },
  size: number,
  min: number,
  bold = false,
): { lines: PlacedLine[]; height: number } {
  let s = size;
  let lines = wrap(font, text, s, box.width);
  while (s > min && lines.length * s * 1.25 > box.height) {
    s = Math.max(min, s - 0.5);
    lines = wrap(font, text, s, box.width);
  }
  const leading = s * 1.25;
  return {
    lines: lines.map((t, i) => ({
      text: t,
      x: box.x,
      y: box.top - s - i * leading,
      size: s,
      bold,
      width: font.widthOfTextAtSize(t, s),
    })),
    height: lines.length * leading,
  };
}

/**
 * The address side of one card, in a box of any card size (the 6x4 in page, a quarter of the
 * letter sheet): the return address top left, the message under it, a stamp box top right and the
 * recipient's office address in the right half above the barcode zone.
 */
export function layoutCard(fonts: Fonts, card: OwnCardText, page: { width: number; height: number }) {
  const scale = Math.min(page.width / CARD_PAGE.width, page.height / CARD_PAGE.height);
  const margin = 0.3 * INCH;
  const half = page.width / 2;
  const lines: PlacedLine[] = [];
  const from = setText(
    fonts.regular,
    returnLines(card.sender).join("\n"),
    { x: margin, top: page.height - margin, width: half - margin - 8 * scale, height: 40 * scale },
    7 * scale,
    5 * scale,
  );
  lines.push(...from.lines);
  const messageTop = page.height - margin - from.height - 8 * scale;
  const message = setText(
    fonts.regular,
    [card.salutation, card.body, card.signOff].join("\n"),
    // USPS's barcode zone is the bottom 5/8 in of all but the card's leftmost 1¼ in: the message stays above it.
    { x: margin, top: messageTop, width: half - margin - 10 * scale, height: messageTop - BARCODE_CLEAR * scale - 4 },
    11 * scale,
    5.5 * scale,
  );
  lines.push(...message.lines);
  const stamp = { width: 0.85 * INCH * scale, height: 1 * INCH * scale };
  const stampBox = {
    x: page.width - margin - stamp.width,
    y: page.height - margin - stamp.height,
    ...stamp,
  };
  // The address sits in the right half, above the barcode zone and below the stamp.
  const addressBox = {
    x: half + 16 * scale,
    top: stampBox.y - 24 * scale,
    width: page.width - half - 16 * scale - margin,
    height: stampBox.y - 24 * scale - BARCODE_CLEAR * scale - 4,
  };
  const address = setText(
    fonts.bold,
    uspsAddressLines(card.recipient, card.address).join("\n"),
    addressBox,
    10.5 * scale,
    6 * scale,
    true,
  );
  lines.push(...address.lines);
  return { lines, stampBox, divider: half };
}

function drawLines(page: PDFPage, fonts: Fonts, lines: PlacedLine[], origin = { x: 0, y: 0 }) {
  for (const l of lines) {
    page.drawText(l.text, {
      x: origin.x + l.x,
      y: origin.y + l.y,
      size: l.size,
      font: l.bold ? fonts.bold : fonts.regular,
      color: INK,
    });
  }
}

function drawCard(
  page: PDFPage,
  fonts: Fonts,
  card: OwnCardText,
  cell: { x: number; y: number; width: number; height: number },
  words: Words,
) {
  const layout = layoutCard(fonts, card, cell);
  const scale = Math.min(cell.width / CARD_PAGE.width, cell.height / CARD_PAGE.height);
  page.drawLine({
    start: { x: cell.x + layout.divider, y: cell.y + 0.4 * INCH * scale },
    end: { x: cell.x + layout.divider, y: cell.y + cell.height - 0.4 * INCH * scale },
    thickness: 0.5,
    color: FAINT,
  });
  const s = layout.stampBox;
  page.drawRectangle({
    x: cell.x + s.x,
    y: cell.y + s.y,
    width: s.width,
    height: s.height,
    borderColor: FAINT,
    borderWidth: 0.75,
    borderDashArray: [2, 2],
  });
  words.stamp.forEach((word, i) => {
    const size = 6 * scale;
    page.drawText(word, {
      x: cell.x + s.x + (s.width - fonts.regular.widthOfTextAtSize(word, size)) / 2,
      y: cell.y + s.y + s.height / 2 + (i === 0 ? 1 : -size - 1),
      size,
      font: fonts.regular,
      color: FAINT,
    });
  });
  drawLines(page, fonts, layout.lines, cell);
}

/** A letter page per card: the guidance, the address and the message large enough to copy by hand. */
export function layoutGuide(fonts: Fonts, card: OwnCardText, language: CardLanguage = "en") {
  const words = WORDS[language];
  const margin = 0.75 * INCH;
  const width = LETTER.width - 2 * margin;
  const lines: PlacedLine[] = [];
  let top = LETTER.height - margin;
  const add = (text: string, size: number, min: number, height: number, bold = false, gap = 10) => {
    const set = setText(bold ? fonts.bold : fonts.regular, text, { x: margin, top, width, height }, size, min, bold);
    lines.push(...set.lines);
    top -= set.height + gap;
  };
  add(words.cardTo(card.recipient), 20, 14, 60, true, 6);
  add(words.copyIt(officeLabelIn(card.officeLabel, language)), 11, 9, 40);
  const guidance = [
    words.guidance.stamp,
    words.guidance.print,
    words.guidance.addressArea,
    card.toStatehouse
      ? words.guidance.stateOffice
      : card.officeKind === "home"
        ? words.guidance.homeOffice
        : words.guidance.washingtonOffice,
  ];
  for (const g of guidance) add(`•  ${g}`, 11, 9, 45, false, 4);
  top -= 10;
  add(words.addressTo, 12, 12, 20, true, 2);
  add(uspsAddressLines(card.recipient, card.address).join("\n"), 18, 12, 110, true, 12);
  add(words.returnAddress, 12, 12, 20, true, 2);
  add(returnLines(card.sender).join("\n"), 12, 10, 60, false, 12);
  add(words.message, 12, 12, 20, true, 2);
  add([card.salutation, card.body, card.signOff].join("\n"), 18, 11, top - margin, false, 0);
  return { lines };
}

/**
 * The printable file for a sender's own cards: a 6x4 in page per card (print it on card stock, or
 * copy it), letter sheets of four 5½x4¼ in cards with dashed cut lines, then a guide page per card,
 * its words in the sender's language.
 */
export async function ownCardsPdf(input: OwnCardText[], language: CardLanguage = "en"): Promise<Uint8Array> {
  const words = WORDS[language];
  const doc = await PDFDocument.create();
  doc.setTitle(words.title);
  doc.setLanguage(language === "es" ? "es-US" : "en-US");
  doc.setCreator("Civic Postcard");
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const cards = input.map((c) => sanitised(fonts, c));
  for (const card of cards) {
    const page = doc.addPage([CARD_PAGE.width, CARD_PAGE.height]);
    drawCard(page, fonts, card, { x: 0, y: 0, ...CARD_PAGE }, words);
  }
  const cell = { width: LETTER_LANDSCAPE.width / 2, height: LETTER_LANDSCAPE.height / 2 };
  for (let first = 0; first < cards.length; first += 4) {
    const page = doc.addPage([LETTER_LANDSCAPE.width, LETTER_LANDSCAPE.height]);
    cards.slice(first, first + 4).forEach((card, i) => {
      const x = (i % 2) * cell.width;
      const y = i < 2 ? cell.height : 0;
      drawCard(page, fonts, card, { x, y, ...cell }, words);
    });
    const cut = { thickness: 0.75, color: FAINT, dashArray: [6, 4] };
    page.drawLine({ start: { x: cell.width, y: 0 }, end: { x: cell.width, y: LETTER_LANDSCAPE.height }, ...cut });
    page.drawLine({ start: { x: 0, y: cell.height }, end: { x: LETTER_LANDSCAPE.width, y: cell.height }, ...cut });
  }
  for (const card of cards) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    drawLines(page, fonts, layoutGuide(fonts, card, language).lines);
  }
  return doc.save();
}

function sanitised(fonts: Fonts, card: OwnCardText): OwnCardText {
  const f = (s: string) => encodable(fonts.bold, s);
  return {
    ...card,
    recipient: f(card.recipient),
    officeLabel: f(card.officeLabel),
    address: {
      street: f(card.address.street),
      city: f(card.address.city),
      state: f(card.address.state),
      zip: f(card.address.zip),
    },
    salutation: f(card.salutation),
    body: f(card.body),
    signOff: f(card.signOff),
    sender: {
      fullName: f(card.sender.fullName),
      streetAddress: f(card.sender.streetAddress),
      city: f(card.sender.city),
      state: f(card.sender.state),
      zipCode: f(card.sender.zipCode),
    },
  };
}
