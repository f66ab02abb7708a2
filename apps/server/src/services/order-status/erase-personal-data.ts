import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../core/config";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { ErasedBy } from "../../db/schema";
import { senderKey } from "../cards/card-previews";
import { notifyOrderChanged, senderOf } from "../orders";

export interface ErasureDeps {
  config: Config;
  db: Db;
  log: Logger;
}

/**
 * Erases the sender's personal data from an order: name, street and city, email address, message,
 * the cards' text and images, and every copy of them we hold (emails we sent, vendor payloads,
 * the local print shop's files and order book, the draft, the wizard's previews of the back). Keeps amounts, counts, the 5-digit ZIP
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

  const emails = await db
    .selectFrom("emails")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("order_id", "=", orderId),
        eb.and([eb("order_id", "is", null), eb(eb.fn("lower", ["to_address"]), "=", order.email.toLowerCase())]),
      ]),
    )
    .execute();
  const printed = await db
    .selectFrom("local_print_orders")
    .select(["pdf_path", "png_path"])
    .where("order_ref", "=", orderId)
    .execute();
  await removeFiles(
    deps.config.dataDir,
    orderId,
    printed,
    emails.map((e) => e.id),
  );

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
    if (emails.length) {
      await trx
        .updateTable("emails")
        .set({ to_address: "" })
        .where(
          "id",
          "in",
          emails.map((e) => e.id),
        )
        .execute();
    }
    await trx
      .updateTable("local_print_orders")
      .set({ card: JSON.stringify({ erased: true }), pdf_path: null, png_path: null, updated_at: now })
      .where("order_ref", "=", orderId)
      .execute();
    await trx
      .updateTable("local_checkout_sessions")
      .set({ customer_email: "" })
      .where("order_id", "=", orderId)
      .execute();
    await trx.updateTable("vendor_events").set({ payload: "null" }).where("order_id", "=", orderId).execute();
    if (order.draft_id) await trx.deleteFrom("drafts").where("id", "=", order.draft_id).execute();
    // The wizard's previews of the back carry the return address (they expire within a day anyway).
    await trx
      .deleteFrom("card_previews")
      .where("sender_key", "=", senderKey(senderOf(order)))
      .execute();
  });
  await notifyOrderChanged(db, orderId);
  deps.log.info({ orderId, by }, "personal data erased");
  return true;
}

/** The print shop's folder for the order and the local copies (.eml) of the emails we sent. */
async function removeFiles(
  dataDir: string,
  orderId: string,
  printed: { pdf_path: string | null; png_path: string | null }[],
  emailIds: string[],
) {
  const outbox = path.join(dataDir, "outbox");
  const dirs = new Set([path.join(outbox, "postcards", orderId)]);
  for (const p of printed) {
    for (const file of [p.pdf_path, p.png_path]) if (file) dirs.add(path.dirname(file));
  }
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  if (emailIds.length === 0) return;
  const mailDir = path.join(outbox, "mail");
  const files = await fs.readdir(mailDir).catch(() => [] as string[]);
  // The local transport names each file after the Message-ID, which holds the outbox row's id.
  const doomed = files.filter((f) => emailIds.some((id) => f.includes(id)));
  await Promise.all(doomed.map((f) => fs.rm(path.join(mailDir, f), { force: true })));
}
