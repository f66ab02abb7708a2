import path from "node:path";
import type { Config } from "../../../core/config";
import type { Logger } from "../../../core/logger";
import type { Db } from "../../../db/database";
import type { ErasedBy } from "../../../db/schema";
import { eraseLocalPrintOrders, removeLocalPrintFiles } from "../../../providers/mailing";
import { eraseLocalCheckoutEmail } from "../../../providers/payments";
import { deletePreviewsOfSender } from "../../cards";
import { deleteDraft } from "../../drafting";
import { emailsToErase, eraseEmailAddresses, removeLocalEmailCopies } from "../../email";
import { eraseVendorEventPayloads } from "../../vendor-events";
import { notifyOrderChanged } from "../card-events";
import { senderOf } from "../order-rows";

export interface ErasureDeps {
  config: Pick<Config, "dataDir">;
  db: Db;
  log: Logger;
}

/**
 * Erased: the sender's personal data leaves the order: name, street and city, email address,
 * message, the cards' text and images, and every copy of them we hold, each asked of its owner
 * (emails we sent, vendor payloads, the local print shop's files and order book, the local
 * checkout, the draft, the wizard's previews of the back). Keeps amounts, counts, the 5-digit ZIP
 * and state (the district), the legislators and the dates. Files go first, then one transaction:
 * a failure part-way leaves the order not erased, and running it again finishes the job.
 * `by`: the sender (the status page), retention (the scheduled job) or an operator, whose words
 * stay in the audit log only: free text may name the sender, and the order must not keep it.
 * Returns false when the order was already erased (or does not exist).
 */
export async function erasePersonalData(deps: ErasureDeps, orderId: string, by: ErasedBy): Promise<boolean> {
  const { db } = deps;
  const order = await db
    .selectFrom("orders")
    .select([
      "id",
      "email",
      "draft_id",
      "sender_full_name",
      "sender_street",
      "sender_city",
      "sender_state",
      "sender_zip",
      "erased_at",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order || order.erased_at) return false;

  const emailIds = await emailsToErase(db, orderId, order.email);
  const { dataDir } = deps.config;
  await removeLocalPrintFiles(db, path.join(dataDir, "outbox", "postcards"), orderId);
  await removeLocalEmailCopies(dataDir, emailIds);

  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .updateTable("orders")
      .set({
        email: "",
        sender_full_name: "",
        sender_street: "",
        sender_city: "",
        sender_zip: order.sender_zip.slice(0, 5),
        message: "",
        draft_id: null,
        // The campaign keeps the card in its counts, but no longer the sender's details or words.
        shares_with_organisation: false,
        campaign_message_hash: null,
        erased_at: now,
        erasure_reason: by,
        updated_at: now,
      })
      .where("id", "=", orderId)
      .execute();
    // Each card's own text (its sign-off carries the sender's name); the office and legislator stay.
    await trx
      .updateTable("order_recipients")
      .set({ salutation: "", body: "", sign_off: "", updated_at: now })
      .where("order_id", "=", orderId)
      .execute();
    await eraseEmailAddresses(trx, emailIds);
    await eraseLocalPrintOrders(trx, orderId);
    await eraseLocalCheckoutEmail(trx, orderId);
    await eraseVendorEventPayloads(trx, orderId);
    if (order.draft_id) await deleteDraft(trx, order.draft_id);
    // The wizard's previews of the back carry the return address (they expire within a day anyway).
    await deletePreviewsOfSender(trx, senderOf(order));
  });
  await notifyOrderChanged(db, orderId);
  deps.log.info({ orderId, by }, "personal data erased");
  return true;
}
