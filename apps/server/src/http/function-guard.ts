import { errorCodes } from "@civic/contracts/errors";
import type { Context } from "hono";
import { AppError } from "../core/app-error";
import type { SiteUrls } from "../services/site";
import { type AppEnv, headerOf } from "./app-env";
import { requestUrlOf } from "./behind-proxy";

/**
 * Only our own pages may call the functions from a browser. A cross-site form or `text/plain`
 * fetch needs no preflight, so without this any site could spend its visitors' budgets on our
 * costly calls. Requiring JSON forces a preflight (which we never grant); the Origin and
 * Sec-Fetch-Site checks refuse what a browser marks as foreign. Servers and tests send neither
 * header and pass.
 */
export function guardFunctionCall(c: Context<AppEnv>, site: SiteUrls, trustedProxyHops: number) {
  const type = headerOf(c, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError(
      415,
      errorCodes.unsupportedMediaType,
      "Send the request as JSON (Content-Type: application/json).",
    );
  }
  if (headerOf(c, "sec-fetch-site") === "cross-site") throw crossSite();
  const origin = headerOf(c, "origin");
  if (origin !== undefined && !site.isOurOrigin(origin, requestUrlOf(c, trustedProxyHops))) throw crossSite();
}

const crossSite = () =>
  new AppError(403, errorCodes.forbidden, "This request came from another site, so it was refused.");
