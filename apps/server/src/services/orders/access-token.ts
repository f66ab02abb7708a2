import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { notifyOrderChanged } from "./card-events";
import { createLinkKey } from "./link-key";

/** SHA-256 (hex) of a token: what `orders.access_token_hash` holds and what a lookup compares. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are base64url of 32 bytes: anything else is refused before touching the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The status page's secret link. A token is the HMAC-SHA256 of the order id and its link version
 * under a server key (256 bits, unguessable without the key), so an email job, "find my orders" or
 * the return page can each make the same link again without storing it; the database keeps only
 * the hash of the current version's token. Replacing the link raises the version: every earlier
 * link of that order stops working, and no other order's changes (decision 0015).
 */
export function createAccessTokens(db: Db, configuredKey: string | undefined) {
  const loadKey = createLinkKey(db, configuredKey);
  // Version 0 signs what every link did before versions existed, so those links keep working.
  const sign = async (orderId: string, version: number) =>
    createHmac("sha256", await loadKey())
      .update(version === 0 ? `order-status:${orderId}` : `order-status:${orderId}:${version}`)
      .digest("base64url");

  return {
    /** Whether the order's link was replaced at least once (every earlier link stopped working). */
    async linkReplaced(orderId: string): Promise<boolean> {
      const row = await db.selectFrom("orders").select("link_version").where("id", "=", orderId).executeTakeFirst();
      return (row?.link_version ?? 0) > 0;
    },
    /** The order's current token; its hash is stored, so the page can find the order by it. */
    async tokenFor(orderId: string): Promise<string> {
      const row = await db.selectFrom("orders").select("link_version").where("id", "=", orderId).executeTakeFirst();
      const version = row?.link_version ?? 0;
      const token = await sign(orderId, version);
      // Only for the version it was made for: a replacement that came between keeps its own hash.
      await db
        .updateTable("orders")
        .set({ access_token_hash: hashToken(token) })
        .where("id", "=", orderId)
        .where("link_version", "=", version)
        .where("access_token_hash", "is distinct from", hashToken(token))
        .execute();
      return token;
    },
    /**
     * The order a token opens, or null for a wrong, tampered, replaced or unknown one. Found by its
     * hash, then made again under the current key: after ORDER_LINK_SECRET changes, a link made
     * under the old key opens nothing, though its hash is still stored.
     */
    async orderIdFor(token: string): Promise<string | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await db
        .selectFrom("orders")
        .select(["id", "link_version"])
        .where("access_token_hash", "=", hashToken(token))
        .executeTakeFirst();
      if (!row) return null;
      const expected = Buffer.from(await sign(row.id, row.link_version));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given) ? row.id : null;
    },
    /**
     * A new link for the order: its version is raised and the new token's hash stored in one
     * transaction, so from then on only the new link opens it. Returns where to send it (null
     * once the order's personal data is erased), or null for an unknown order.
     */
    async replace(orderId: string): Promise<{ version: number; email: string | null } | null> {
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .updateTable("orders")
            .set({ link_version: sql<number>`link_version + 1`, access_token_hash: null })
            .where("id", "=", orderId)
            .returning(["link_version", "email"])
            .executeTakeFirst();
          if (!row) return null;
          await trx
            .updateTable("orders")
            .set({ access_token_hash: hashToken(await sign(orderId, row.link_version)) })
            .where("id", "=", orderId)
            .execute();
          return { version: row.link_version, email: row.email };
        })
        .then(async (replaced) => {
          // Pages open on the old link hear of it, and close (http/order-routes.ts).
          if (replaced) await notifyOrderChanged(db, orderId);
          return replaced;
        });
    },
  };
}
