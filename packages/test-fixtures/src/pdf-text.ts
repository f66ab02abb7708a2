// Reading back the printable PDF of a sender's own cards, for the server tests and browser specs
// that check every card's words in it. Its own entry (not the index): only these tests load pdf-lib.
import { decodePDFRawStream, PDFArray, type PDFDocument, PDFRawStream } from "pdf-lib";

/** A PDF page's text, word by word (pdf-lib writes standard-font text as hex WinAnsi strings). */
export function pageWords(doc: PDFDocument, index: number) {
  const contents = doc.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  let ops = "";
  for (const s of streams)
    if (s instanceof PDFRawStream) ops += Buffer.from(decodePDFRawStream(s).decode()).toString("latin1");
  return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((m) => Buffer.from(m[1] as string, "hex").toString("latin1"))
    .join(" ")
    .split(/\s+/)
    .join(" ");
}

/** As the card prints an address: capitals, no punctuation (USPS Publication 28). */
export const usps = (s: string) =>
  s
    .toUpperCase()
    .replace(/[.,:;]/g, "")
    .replace(/\s+/g, " ")
    .trim();
