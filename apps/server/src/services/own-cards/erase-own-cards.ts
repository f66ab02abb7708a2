import { subDays } from "date-fns/subDays";
import type { Db } from "../../db/database";
import type { ErasedBy } from "../../db/schema";
import { deletePreviewsOfSender } from "../cards";
import { emailsOfOwnCardSet, eraseEmailAddresses, removeLocalEmailCopies } from "../email";

const BATCH = 200;

/**
 * Erases a set as a paid order is erased (decision 0016): the sender's name, street and city and
 * every card's words are blanked, the ZIP cut to 5 digits, the wizard's previews drawn with that
 * return address deleted; the recipients, offices, dates and "reported mailed" stay for the
 * counts. No PDF is kept to delete: it is drawn anew for each download. Nothing is in flight,
 * so a set is settled from the moment it is made. Returns whether this call erased it.
 */
async function eraseOwnCardSet(db: Db, setId: string, by: ErasedBy, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .updateTable("own_card_sets")
      .set((eb) => ({
        sender_full_name: "",
        sender_street: "",
        sender_city: "",
        sender_zip: eb.fn("left", ["sender_zip", eb.val(5)]),
        erased_at: now,
        erasure_reason: by,
      }))
      .where("id", "=", setId)
      .where("erased_at", "is", null)
      .returning(["id"])
      .executeTakeFirst();
    if (!set) return false;
    await trx
      .updateTable("own_cards")
      .set({ salutation: "", body: "", sign_off: "" })
      .where("set_id", "=", setId)
      .execute();
    return true;
  });
}

/** Before blanking: the return address the wizard's previews were keyed by. */
async function senderOfSet(db: Db, setId: string) {
  const s = await db
    .selectFrom("own_card_sets")
    .select(["sender_full_name", "sender_street", "sender_city", "sender_state", "sender_zip"])
    .where("id", "=", setId)
    .where("erased_at", "is", null)
    .executeTakeFirst();
  return s
    ? {
        fullName: s.sender_full_name,
        streetAddress: s.sender_street,
        city: s.sender_city,
        state: s.sender_state,
        zipCode: s.sender_zip,
      }
    : null;
}

/**
 * Erase one set, with the previews its sender's wizard drew and the address of its emails (the
 * link and the reminder, whose local copies go too): a reminder not sent yet is then never sent.
 */
export async function eraseOwnCards(db: Db, dataDir: string, setId: string, by: ErasedBy, now: Date) {
  const sender = await senderOfSet(db, setId);
  if (sender) await deletePreviewsOfSender(db, sender);
  const erased = await eraseOwnCardSet(db, setId, by, now);
  const emailIds = await emailsOfOwnCardSet(db, setId);
  await eraseEmailAddresses(db, emailIds);
  await removeLocalEmailCopies(dataDir, emailIds);
  return erased;
}

/** The retention rule for these sets: `retentionDays` after they were made. Returns how many were erased. */
export async function eraseExpiredOwnCards(
  db: Db,
  { now, retentionDays, dataDir }: { now: Date; retentionDays: number; dataDir: string },
) {
  let erased = 0;
  // In batches, until none is left: each erased set leaves the query's rows.
  for (;;) {
    const expired = await db
      .selectFrom("own_card_sets")
      .select("id")
      .where("erased_at", "is", null)
      .where("created_at", "<", subDays(now, retentionDays))
      .limit(BATCH)
      .execute();
    for (const { id } of expired) if (await eraseOwnCards(db, dataDir, id, "retention", now)) erased++;
    if (expired.length < BATCH) return erased;
  }
}
