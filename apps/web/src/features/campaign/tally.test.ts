// The tally's counts in each language's grammar (issue 38): "1 postal escrita", never "1 postal
// escritas", and English word for word as before. Rendered as the page renders it, with the Spanish
// catalogue compiled as the build compiles it.
import { fileURLToPath } from "node:url";
import type { CampaignTally } from "@civic/contracts/campaigns";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TallyFigures } from "./tally";

const tally = (counts: { total: number; mailed: number; printed: number; reportedMailed: number; goal?: number }) =>
  ({
    total: counts.total,
    goal: counts.goal ?? null,
    mailed: counts.mailed,
    byChamber: { house: counts.total, senate: 0, statehouse: 0 },
    byState: [],
    bySenders: { printed: counts.printed, reportedMailed: counts.reportedMailed },
  }) satisfies CampaignTally;

/** The tally's text as a person reads it: each paragraph on a line. */
function shown(locale: "en" | "es", figures: CampaignTally) {
  i18n.activate(locale);
  const html = renderToStaticMarkup(
    createElement(I18nProvider, { i18n }, createElement(TallyFigures, { tally: figures })),
  );
  return html
    .replace(/<\/p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .trim();
}

beforeAll(async () => {
  const config = getConfig({ configPath: fileURLToPath(new URL("../../../lingui.config.ts", import.meta.url)) });
  const catalogue = (await getCatalogs(config)).find((c) => c.path.endsWith("campaign-{locale}"));
  const spanish = (await catalogue?.read("es")) ?? {};
  const { source } = createCompiledCatalog(
    "es",
    Object.fromEntries(Object.entries(spanish).map(([id, m]) => [id, m.translation ?? ""])),
    { namespace: "json" },
  );
  i18n.load("es", (JSON.parse(source) as { messages: Record<string, never> }).messages);
});
afterAll(() => {
  i18n.activate("en"); // the suite's language, for the next file in this worker
});

describe("the campaign tally", () => {
  it("says one card in the singular and others in the plural, in Spanish", () => {
    expect(shown("es", tally({ total: 1, mailed: 1, printed: 1, reportedMailed: 1 }))).toBe(
      [
        "1 postal escrita",
        "1 enviada por correo hasta ahora",
        "Además, 1 escrita a mano por su propio remitente: 1 enviada por correo, según nos informaron",
        "1 a la Cámara de Representantes · 0 al Senado",
      ].join("\n"),
    );
    expect(shown("es", tally({ total: 0, mailed: 0, printed: 2, reportedMailed: 0, goal: 50 }))).toBe(
      [
        "0 postales de una meta de 50",
        "0 enviadas por correo hasta ahora",
        "Además, 2 escritas a mano por los propios remitentes: 0 enviadas por correo, según nos informaron",
      ].join("\n"),
    );
    // Thousands grouped as US Spanish writes them; "1,234" is plural.
    expect(shown("es", tally({ total: 1234, mailed: 1001, printed: 0, reportedMailed: 0, goal: 5000 }))).toMatch(
      /^1,234 postales de una meta de 5,000\n1,001 enviadas por correo hasta ahora/,
    );
  });

  it("says the English as before", () => {
    expect(shown("en", tally({ total: 1, mailed: 1, printed: 1, reportedMailed: 1 }))).toBe(
      [
        "1 postcard written",
        "1 mailed so far",
        "Plus 1 written by hand by senders themselves: 1 mailed, as reported by their senders",
        "1 to the House · 0 to the Senate",
      ].join("\n"),
    );
    expect(shown("en", tally({ total: 3, mailed: 0, printed: 3, reportedMailed: 1, goal: 50 }))).toBe(
      [
        "3 postcards of a goal of 50",
        "0 mailed so far",
        "Plus 3 written by hand by senders themselves: 1 mailed, as reported by their senders",
        "3 to the House · 0 to the Senate",
      ].join("\n"),
    );
  });
});
