import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/database";
import { QR_CODE_STYLE } from "../cards";

/**
 * Campaign links' QR codes, drawn once per link: the render pool draws one (never the event loop),
 * PostgreSQL keeps it for every web process, memory for the next requests here. A code's key (also
 * its strong ETag) is a hash of the link and the drawing style, known before any drawing, so a
 * browser's revalidation is answered without reading the image.
 */
export function createCampaignQrCodes(db: Db, draw: (text: string) => Promise<Buffer>) {
  const memory = new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();

  const keyOf = (url: string) =>
    createHash("sha256")
      .update(JSON.stringify({ url, style: QR_CODE_STYLE }))
      .digest("hex");

  async function drawAndStore(key: string, slug: string, url: string): Promise<Buffer> {
    const stored = await db.selectFrom("campaign_qr_codes").select("png").where("key", "=", key).executeTakeFirst();
    if (stored) return stored.png;
    const png = await draw(url);
    await db
      .insertInto("campaign_qr_codes")
      .columns(["key", "campaign_id", "png"])
      .expression((eb) =>
        eb
          .selectFrom("campaigns")
          .select([eb.val(key).as("key"), "id", eb.val(png).as("png")])
          .where("slug", "=", slug),
      )
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return png;
  }

  return {
    /** The strong ETag the code of this link is served with. */
    qrCodeTag: (url: string) => `"${keyOf(url)}"`,
    /** The PNG of the campaign's link (`url` is its public address), drawn only if no process has yet. */
    async qrCode(slug: string, url: string): Promise<Buffer> {
      const key = keyOf(url);
      const cached = memory.get(key);
      if (cached) return cached;
      // Two requests at once (a page and its download) share one drawing.
      let pending = drawing.get(key);
      if (!pending) {
        pending = drawAndStore(key, slug, url).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const png = await pending;
      memory.set(key, png);
      return png;
    },
  };
}
