import type { Context } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../core/app-error";
import { PREVIEW_HASH } from "../services/cards";
import type { AppEnv } from "./app-env";
import { headerOf } from "./app-env";

/**
 * GET /api/card-previews/:hash — a drawn preview. The URL names the image's content, so its
 * strong ETag is the hash itself and a browser holding it gets a 304 without a database read.
 * Private: the back carries the sender's address and message.
 */
export function cardPreviewImage(ctx: AppContext) {
  return async (c: Context<AppEnv>) => {
    c.set("route", "/api/card-previews");
    const hash = c.req.param("hash") ?? "";
    if (!PREVIEW_HASH.test(hash)) throw AppError.notFound("There is no such card preview.");
    const etag = `"${hash}"`;
    const headers = {
      etag,
      "cache-control": "private, max-age=86400, immutable",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    };
    const match = headerOf(c, "if-none-match");
    if (match?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
    const png = await ctx.services.cards.previewImage(hash);
    if (!png) throw AppError.notFound("This card preview has expired. Go back to the preview step to draw it again.");
    return new Response(new Uint8Array(png), { status: 200, headers: { ...headers, "content-type": "image/png" } });
  };
}
