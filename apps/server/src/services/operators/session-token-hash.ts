import { createHash } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, DBTransactionAdapter, Where } from "better-auth/adapters";

/** What auth_sessions.token keeps of a session token: its SHA-256 (the token is 32 random characters). */
const sessionTokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

type Factory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;
type Row = Record<string, unknown> | null;

/**
 * better-auth (1.7) stores a session's token, the value of the session cookie, as it is, and has
 * no option to hash it. This wraps its database adapter so that the `session` model's `token`
 * is hashed on the way in (new rows, updates, every lookup by token) and the token the caller
 * asked with is put back on the rows it gets, so cookies, refreshes and sign-out work unchanged.
 * A copy of the database then holds no token a cookie could carry.
 */
export function hashSessionTokens(factory: Factory): Factory {
  return (options) => wrap(factory(options)) as DBAdapter<BetterAuthOptions>;
}

function wrap<A extends DBTransactionAdapter<BetterAuthOptions>>(adapter: A): A {
  const hashed = (where: Where[] | undefined) => where?.map(hashWhere);
  const wrapped: DBTransactionAdapter<BetterAuthOptions> = {
    ...adapter,
    async create(data) {
      if (data.model !== "session") return adapter.create(data);
      const token = (data.data as { token?: unknown }).token;
      if (typeof token !== "string") return adapter.create(data);
      const row = await adapter.create({ ...data, data: { ...data.data, token: sessionTokenHash(token) } });
      return restore(row as Row, new Map([[sessionTokenHash(token), token]])) as never;
    },
    async findOne(data) {
      if (data.model !== "session") return adapter.findOne(data);
      return restore(
        (await adapter.findOne({ ...data, where: hashed(data.where) ?? [] })) as Row,
        asked(data.where),
      ) as never;
    },
    async findMany(data) {
      if (data.model !== "session") return adapter.findMany(data);
      const rows = await adapter.findMany({ ...data, where: hashed(data.where) });
      const tokens = asked(data.where);
      return rows.map((row) => restore(row as Row, tokens)) as never;
    },
    async update(data) {
      if (data.model !== "session") return adapter.update(data);
      const update =
        typeof data.update.token === "string"
          ? { ...data.update, token: sessionTokenHash(data.update.token) }
          : data.update;
      const row = await adapter.update({ ...data, where: hashed(data.where) ?? [], update });
      return restore(row as Row, asked(data.where)) as never;
    },
    updateMany: (data) =>
      adapter.updateMany(data.model === "session" ? { ...data, where: hashed(data.where) ?? [] } : data),
    delete: (data) => adapter.delete(data.model === "session" ? { ...data, where: hashed(data.where) ?? [] } : data),
    deleteMany: (data) =>
      adapter.deleteMany(data.model === "session" ? { ...data, where: hashed(data.where) ?? [] } : data),
    count: (data) => adapter.count(data.model === "session" ? { ...data, where: hashed(data.where) } : data),
    consumeOne: (data) =>
      adapter.consumeOne(data.model === "session" ? { ...data, where: hashed(data.where) ?? [] } : data),
    incrementOne: (data) =>
      adapter.incrementOne(data.model === "session" ? { ...data, where: hashed(data.where) ?? [] } : data),
  };
  if ("transaction" in adapter && typeof adapter.transaction === "function") {
    const transaction = adapter.transaction as DBAdapter<BetterAuthOptions>["transaction"];
    (wrapped as DBAdapter<BetterAuthOptions>).transaction = (callback) => transaction((trx) => callback(wrap(trx)));
  }
  return wrapped as A;
}

function hashWhere(clause: Where): Where {
  if (clause.field !== "token") return clause;
  const { value } = clause;
  if (typeof value === "string") return { ...clause, value: sessionTokenHash(value) };
  if (Array.isArray(value)) return { ...clause, value: value.map((v) => sessionTokenHash(String(v))) };
  return clause;
}

/** The tokens a lookup asked for, by their hash. */
function asked(where: Where[] | undefined): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const clause of where ?? []) {
    if (clause.field !== "token") continue;
    const values = Array.isArray(clause.value) ? clause.value : [clause.value];
    for (const v of values) if (typeof v === "string") tokens.set(sessionTokenHash(v), v);
  }
  return tokens;
}

/** A row found by its token gets that token back; one found otherwise keeps only the hash. */
function restore(row: Row, tokens: Map<string, string>): Row {
  if (!row || typeof row.token !== "string") return row;
  const token = tokens.get(row.token);
  return token ? { ...row, token } : row;
}
