import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database";

const SECRET_NAME = "order-link-key";

/**
 * The key secret links are signed with (decision 0015): ORDER_LINK_SECRET, else a random key made
 * once and kept in app_secrets for every replica. Loaded on first use, then kept.
 */
export function createLinkKey(db: Db, configuredKey: string | undefined): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
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
}
