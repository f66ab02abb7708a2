import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Db } from "../../db/database";

const SECRET_NAME = "order-link-key";

/** SHA-256 (hex) of a token: what `orders.access_token_hash` holds and what a lookup compares. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are base64url of 32 bytes: anything else is refused before touching the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The status page's secret link. A token is the HMAC-SHA256 of the order id under a server key
 * (256 bits, unguessable without the key), so an email job, "find my orders" or the return page
 * can each make the same link again without storing it; the database keeps only its hash.
 */
export function createAccessTokens(db: Db, configuredKey: string | undefined) {
  let key: Promise<string> | undefined;
  // ORDER_LINK_SECRET, else a random key made once and kept in the database for every replica.
  const loadKey = () => {
    key ??= (async () => {
      if (configuredKey) return configuredKey;
      await db
        .insertInto("app_secrets")
        .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("app_secrets")
        .select("value")
        .where("name", "=", SECRET_NAME)
        .executeTakeFirstOrThrow();
      return row.value;
    })().catch((err) => {
      key = undefined;
      throw err;
    });
    return key;
  };

  return {
    /** The order's token; its hash is stored on first use, so the page can find the order by it. */
    async tokenFor(orderId: string): Promise<string> {
      const token = createHmac("sha256", await loadKey())
        .update(`order-status:${orderId}`)
        .digest("base64url");
      await db
        .updateTable("orders")
        .set({ access_token_hash: hashToken(token) })
        .where("id", "=", orderId)
        .where("access_token_hash", "is", null)
        .execute();
      return token;
    },
    /** The order a token opens, or null for a wrong, tampered or unknown one. */
    async orderIdFor(token: string): Promise<string | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await db
        .selectFrom("orders")
        .select("id")
        .where("access_token_hash", "=", hashToken(token))
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
