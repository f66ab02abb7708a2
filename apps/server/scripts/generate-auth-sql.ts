/**
 * Prints the SQL that creates better-auth's tables for our settings (services/operators/auth-schema.ts),
 * as better-auth's own migration planner writes it against an empty database. Its output is the
 * auth part of db/migrations/0006_operator_console.sql, with the passkey table and the session's
 * sign_in_method that db/migrations/0018_operator_passkeys.sql added later.
 *
 *   DATABASE_URL=postgres://…/empty npx tsx apps/server/scripts/generate-auth-sql.ts
 */
import { passkey } from "@better-auth/passkey";
import { getMigrations } from "better-auth/db/migration";
import { magicLink } from "better-auth/plugins";
import { createDatabase } from "../src/db/database";
import { authSchema } from "../src/services/operators/auth-schema";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to an empty database.");
const { db } = createDatabase(url, 1);
const { passkey: passkeyTables, ...tables } = authSchema;
const { compileMigrations } = await getMigrations({
  database: { db, type: "postgres" },
  ...tables,
  rateLimit: { ...authSchema.rateLimit, storage: "database" },
  plugins: [magicLink({ sendMagicLink: async () => {} }), passkey({ schema: passkeyTables })],
});
console.log(await compileMigrations());
await db.destroy();
