import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/database";

/** Erasure: the emails of an order, and those about all of an address's orders ("find my orders"). */
export async function emailsToErase(db: Db, orderId: string, address: string): Promise<string[]> {
  const emails = await db
    .selectFrom("emails")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("order_id", "=", orderId),
        eb.and([
          eb("order_id", "is", null),
          eb("own_card_set_id", "is", null),
          eb(eb.fn("lower", ["to_address"]), "=", address.toLowerCase()),
        ]),
      ]),
    )
    .execute();
  return emails.map((e) => e.id);
}

/** Erasure: the emails about a set of cards a sender writes themselves (its link and reminder). */
export async function emailsOfOwnCardSet(db: Db, setId: string): Promise<string[]> {
  const emails = await db.selectFrom("emails").select("id").where("own_card_set_id", "=", setId).execute();
  return emails.map((e) => e.id);
}

/** Erasure: the local copies (.eml under `$DATA_DIR/outbox/mail`) of these emails. */
export async function removeLocalEmailCopies(dataDir: string, emailIds: string[]) {
  if (emailIds.length === 0) return;
  const mailDir = path.join(dataDir, "outbox", "mail");
  const files = await fs.readdir(mailDir).catch(() => [] as string[]);
  // The local transport names each file after the Message-ID, which holds the outbox row's id.
  const doomed = files.filter((f) => emailIds.some((id) => f.includes(id)));
  await Promise.all(doomed.map((f) => fs.rm(path.join(mailDir, f), { force: true })));
}

/** Erasure: the address these emails went to (an email not yet sent is then never sent). */
export async function eraseEmailAddresses(db: Db, emailIds: string[]) {
  if (emailIds.length === 0) return;
  await db.updateTable("emails").set({ to_address: "" }).where("id", "in", emailIds).execute();
}
