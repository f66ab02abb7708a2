import type { StateDirectoryFreshness } from "@civic/contracts/admin";
import type { Db } from "../../../db/database";
import type { StateDirectoryIndex } from "./state-directory-index";

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** How fresh the state directory is, for the console and /readyz, as loadDirectoryFreshness says it of Congress's. */
export async function loadStateDirectoryFreshness(
  db: Db,
  index: StateDirectoryIndex | null,
): Promise<StateDirectoryFreshness> {
  const [lastApplied, lastAttempt] = await Promise.all([
    db
      .selectFrom("state_directory_imports")
      .select(["created_at", "members_as_of"])
      .where("status", "=", "applied")
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db.selectFrom("state_directory_imports").select(["created_at", "status"]).orderBy("id", "desc").executeTakeFirst(),
  ]);
  return {
    membersAsOf: lastApplied?.members_as_of ?? null,
    legislators: index?.size ?? 0,
    notReachedByZip: index?.unreached().length ?? 0,
    lastRefresh: iso(lastApplied?.created_at),
    lastAttempt: iso(lastAttempt?.created_at),
    lastAttemptStatus: lastAttempt?.status ?? null,
  };
}
