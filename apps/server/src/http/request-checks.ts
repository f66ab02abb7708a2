import { CAMPAIGN_SLUG_RE } from "@civic/contracts/campaigns";
import { errorCodes } from "@civic/contracts/errors";
import { rejectUnsafeText } from "@civic/contracts/text";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../core/app-error";
import type { SiteUrls } from "../services/site";
import { requestUrlOf } from "./behind-proxy";

/**
 * CSRF: the session cookie is SameSite=Lax, and on top a mutation must say it comes from our own
 * pages: an Origin that is ours by the functions' policy (services/site's isOurOrigin, behind a
 * trusted proxy with the forwarded scheme and host), or without one the browser's Sec-Fetch-Site:
 * same-origin. A form on another site can send neither, and cannot send JSON without a CORS
 * preflight we never grant.
 */
export function assertOurOrigin(c: Context, site: SiteUrls, trustedProxyHops: number) {
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  if (origin ? site.isOurOrigin(origin, requestUrlOf(c, trustedProxyHops)) : fetchSite === "same-origin") return;
  throw new AppError(403, errorCodes.crossSite, "This action must come from our own pages.");
}

/**
 * An organiser's or operator's body against its schema, behind the functions' unsafe-text rule: a
 * NUL or a lone surrogate anywhere is a 400 naming the field, never a 500 from PostgreSQL.
 */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = rejectUnsafeText(schema).safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = details[0];
  throw new AppError(
    400,
    errorCodes.invalidBody,
    first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid request.",
    details,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function uuid(id: string): string {
  if (!UUID.test(id)) throw AppError.notFound("There is no such record.");
  return id;
}

/** A campaign link's slug from a route: anything that could not be one (a NUL, 10 KB) is a plain 404. */
export function campaignSlug(raw: string): string {
  const slug = raw.toLowerCase();
  if (slug.length < 3 || slug.length > 60 || !CAMPAIGN_SLUG_RE.test(slug)) {
    throw AppError.notFound("There is no campaign at this link.");
  }
  return slug;
}
