import type { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "./app-env";
import { clientAddressOf } from "./behind-proxy";

/** Drawing a PDF takes a render thread for tens of milliseconds: a person downloads a few times. */
const PDF_DOWNLOADS = { points: 20, windowSeconds: 600 };

/** The download's name, in the language of the words in it (the sender's). */
const PDF_FILE_NAMES = { en: "postcards-to-write.pdf", es: "postales-para-escribir.pdf" } as const;

/**
 * The printable PDF of a sender's own cards, by its page's secret token: drawn in a render thread
 * for each download (nothing is stored, so an erased set has nothing left to serve), never cached,
 * indexed or sent on as a Referer; the access log names the route, never the token.
 */
export function mountOwnCardRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  apiHeaders: Readonly<Record<string, string>>,
  trustedProxyHops: number,
) {
  app.get("/api/own-cards/:token/cards.pdf", async (c) => {
    c.set("route", "own-cards:pdf");
    await ctx.rateLimits.consume("own-cards-pdf", PDF_DOWNLOADS, clientAddressOf(c, trustedProxyHops));
    const { pdf, language } = await ctx.services.ownCards.pdf(c.req.param("token"));
    for (const [k, v] of Object.entries(apiHeaders)) if (k !== "content-type") c.header(k, v);
    c.header("x-robots-tag", "noindex, nofollow");
    c.header("content-length", String(pdf.length));
    c.header("content-disposition", `attachment; filename="${PDF_FILE_NAMES[language]}"`);
    return c.body(new Uint8Array(pdf), 200, { "content-type": "application/pdf" });
  });
}
