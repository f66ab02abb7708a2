import { sql } from "kysely";
import type { Config } from "../../core/config";
import type { Db } from "../../db/database";

/**
 * The signing secret: AUTH_SECRET when set, else one made at the first start and kept in
 * PostgreSQL (migration 0006), so every replica signs and checks cookies alike.
 */
export async function loadAuthSecret(config: Config, db: Db): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const { rows } = await sql<{ secret: string }>`select secret from auth_secret`.execute(db);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error("auth_secret is empty: migration 0006 seeds it.");
  return secret;
}
