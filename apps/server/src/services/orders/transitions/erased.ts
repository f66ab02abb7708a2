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
import { withOrderLock } from "../order-lock";
import { senderOf } from "../order-rows";
import { orderSettledAt } from "../read-models/settlement";

export interface ErasureDeps {
  config: Pick<Config, "dataDir">;
  db: Db;
  log: Logger;
}

/** What an erasure did: erased it, found it erased already (or no such order), refused it, or waited for fulfilment in vain. */
export type ErasureOutcome = "erased" | "already_erased" | "not_settled" | "busy";

/**
 * Erased: the sender's personal data leaves the order: name, street and city, email address,
 * message, the cards' text and images, and every copy of them we hold, each asked of its owner
 * (emails we sent, vendor payloads, the local print shop's files and order book, the local
 * checkout, the draft, the wizard's previews of the back). Keeps amounts, counts, the 5-digit ZIP
 * and state (the district), the legislators and the dates.
 *
 * Only a settled order is erased (`orderSettledAt`, docs/decisions/0031): a card the print shop
 * has yet to write, or a checkout still payable, still needs the name and address. The rule is
 * checked under the order's lock (the one fulfilment holds while it sends cards), and the order is
 * blanked only `WHERE erased_at IS NULL`, so of several erasures at once exactly one erases.
 * Files go first, then one transaction (a failure part-way leaves the order not erased, and
 * running it again finishes the job), then the files once more: the print shop or a proof drawn
 * meanwhile may have written into the order's folder, and from now on nothing writes there
 * (the print shop records no file of an erased card, and the file route refuses an erased order).
 * `by`: the sender (the status page), retention (the scheduled job) or an operator, whose words
 * stay in the audit log only: free text may name the sender, and the order must not keep it.
 */
export async function erasePersonalData(
  deps: ErasureDeps,
  orderId: string,
  by: ErasedBy,
  now = new Date(),
): Promise<ErasureOutcome> {
  const outboxDir = path.join(deps.config.dataDir, "outbox", "postcards");
  let outcome = "already_erased" as ErasureOutcome;
  const locked = await withOrderLock(
    deps.db,
    orderId,
    async (db) => {
      outcome = await eraseLocked({ ...deps, db }, outboxDir, orderId, by, now);
    },
    { wait: true },
  );
  if (!locked) return "busy";
  if (outcome !== "erased") return outcome;
  await removeLocalPrintFiles(deps.db, outboxDir, orderId);
  await notifyOrderChanged(deps.db, orderId);
  deps.log.info({ orderId, by }, "personal data erased");
  return outcome;
}

async function eraseLocked(
  deps: ErasureDeps,
  outboxDir: string,
  orderId: string,
  by: ErasedBy,
  now: Date,
): Promise<ErasureOutcome> {
  const { db } = deps;
  const order = await db
    .selectFrom("orders")
    .select([
      "id",
      "status",
      "created_at",
      "updated_at",
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
  if (!order || order.erased_at) return "already_erased";
  if (!(await orderSettledAt(db, order, now))) return "not_settled";

  const emailIds = await emailsToErase(db, orderId, order.email);
  await removeLocalPrintFiles(db, outboxDir, orderId);
  await removeLocalEmailCopies(deps.config.dataDir, emailIds);

  return db.transaction().execute(async (trx) => {
    const at = new Date();
    const erased = await trx
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
        erased_at: at,
        erasure_reason: by,
        updated_at: at,
      })
      .where("id", "=", orderId)
      .where("erased_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!erased) return "already_erased" as const;
    // Each card's own text (its sign-off carries the sender's name); the office and legislator stay.
    await trx
      .updateTable("order_recipients")
      .set({ salutation: "", body: "", sign_off: "", updated_at: at })
      .where("order_id", "=", orderId)
      .execute();
    await eraseEmailAddresses(trx, emailIds);
    await eraseLocalPrintOrders(trx, orderId);
    await eraseLocalCheckoutEmail(trx, orderId);
    await eraseVendorEventPayloads(trx, orderId);
    if (order.draft_id) await deleteDraft(trx, order.draft_id);
    // The wizard's previews of the back carry the return address (they expire within a day anyway).
    await deletePreviewsOfSender(trx, senderOf(order));
    return "erased" as const;
  });
}
