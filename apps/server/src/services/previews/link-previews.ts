import type { LinkPreview } from "@civic/contracts/drafting";
import {
  LINK_PREVIEW_CACHE_MS,
  LINK_PREVIEW_MAX_BYTES,
  LINK_PREVIEW_MAX_REDIRECTS,
  LINK_PREVIEW_TIMEOUT_MS,
} from "@civic/contracts/limits";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import { type AddressPolicy, publicAddressesOnly } from "./address-policy";
import { parseHttpUrl, SafeFetchError, type SafeFetchOptions, safeFetch } from "./safe-fetch";

/** A failure may be passing (a site down for a minute): retry it sooner than a success. */
const FAILURE_CACHE_MS = 60 * 60 * 1000;
const TEXT_MAX = 300;

export interface LinkPreviewDeps {
  db: Db;
  log: Logger;
  policy?: AddressPolicy;
  resolve?: SafeFetchOptions["resolve"];
  now?: () => Date;
}

export function createLinkPreviews({
  db,
  log,
  policy = publicAddressesOnly,
  resolve,
  now = () => new Date(),
}: LinkPreviewDeps) {
  const options: SafeFetchOptions = {
    policy,
    resolve,
    timeoutMs: LINK_PREVIEW_TIMEOUT_MS,
    maxBytes: LINK_PREVIEW_MAX_BYTES,
    maxRedirects: LINK_PREVIEW_MAX_REDIRECTS,
  };

  async function fetchPreview(url: string): Promise<LinkPreview> {
    try {
      const page = await safeFetch(url, options);
      if (page.status < 200 || page.status >= 300) return failure(`The page answered ${page.status}.`);
      if (page.contentType && !/html/i.test(page.contentType)) return failure("The page is not a web page.");
      // Loaded at the first preview, not at start: with its HTML parser and HTTP client it was about
      // a twelfth of a server start's main-thread CPU, and most processes never draw a preview.
      const { default: ogs } = await import("open-graph-scraper");
      const { result } = await ogs({ html: page.body });
      return {
        title: clip(result.ogTitle ?? result.twitterTitle),
        description: clip(result.ogDescription ?? result.twitterDescription),
        siteName: clip(result.ogSiteName),
        error: null,
      };
    } catch (err) {
      if (err instanceof SafeFetchError) return failure(err.message);
      log.warn({ err: (err as Error).message }, "link preview failed");
      return failure("The page could not be read.");
    }
  }

  return {
    /** wizard.md step 3: title, description and site name, or an error; cached 24 h. */
    async preview(rawUrl: string): Promise<LinkPreview> {
      const url = parseHttpUrl(rawUrl.trim()).toString();
      const cached = await db
        .selectFrom("link_previews")
        .selectAll()
        .where("url", "=", url)
        .where("expires_at", ">", now())
        .executeTakeFirst();
      if (cached) {
        return {
          title: cached.title,
          description: cached.description,
          siteName: cached.site_name,
          error: cached.error,
        };
      }
      const preview = await fetchPreview(url);
      const fetchedAt = now();
      const expiresAt = new Date(fetchedAt.getTime() + (preview.error ? FAILURE_CACHE_MS : LINK_PREVIEW_CACHE_MS));
      const row = {
        title: preview.title,
        description: preview.description,
        site_name: preview.siteName,
        error: preview.error,
        fetched_at: fetchedAt,
        expires_at: expiresAt,
      };
      await db
        .insertInto("link_previews")
        .values({ url, ...row })
        .onConflict((oc) => oc.column("url").doUpdateSet(row))
        .execute();
      return preview;
    },

    /** Drops previews whose cache has expired by `at`, so the table stays small; returns how many. */
    async removeExpired(at: Date = now()): Promise<number> {
      const result = await db.deleteFrom("link_previews").where("expires_at", "<", at).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

function failure(error: string): LinkPreview {
  return { title: null, description: null, siteName: null, error };
}

function clip(text: string | undefined): string | null {
  const t = text?.replace(/\s+/g, " ").trim();
  if (!t) return null;
  return t.length > TEXT_MAX ? `${t.slice(0, TEXT_MAX - 1).replace(/\s+\S*$/, "")}…` : t;
}
