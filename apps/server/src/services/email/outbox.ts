import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import type { EmailKind } from "../../db/schema";
import { sendEmailJob } from "./jobs";

/** A claim older than this belongs to a worker that died mid-send; the email may be tried again. */
export const EMAIL_CLAIM_SECONDS = 5 * 60;

export interface OutboxEmail {
  kind: EmailKind;
  /** One email per key, ever: e.g. 'card-mailed:<recipient id>'. */
  dedupeKey: string;
  /** Null only for an email about all of an address's orders, or about own cards. */
  orderId: string | null;
  /** The set of cards a sender writes themselves (own_cards_* emails). */
  ownCardSetId?: string | null;
  /** Not sent before this instant (a reminder); unset: at once. */
  sendAfter?: Date | null;
  recipientId?: string | null;
  /** The refund a 'refund_issued' email announces. */
  refundId?: string | null;
  to: string;
}

/**
 * Records an email that must go out once. Returns its id when it is new, null when an email
 * with the same key was already recorded (a repeated vendor event, a retried job).
 */
export async function addToOutbox(db: Db, email: OutboxEmail): Promise<string | null> {
  const row = await db
    .insertInto("emails")
    .values({
      dedupe_key: email.dedupeKey,
      kind: email.kind,
      order_id: email.orderId,
      recipient_id: email.recipientId ?? null,
      refund_id: email.refundId ?? null,
      own_card_set_id: email.ownCardSetId ?? null,
      send_after: email.sendAfter ?? null,
      to_address: email.to,
      subject: null,
      message_id: null,
      error: null,
      sent_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Hands a recorded email to the queue, to run `startAfter` seconds from now (an email with a
 * `sendAfter`); a lost hand-off is picked up by reconciliation.
 */
export async function queueEmail(jobs: JobQueue, emailId: string, startAfter?: number) {
  await jobs.send(sendEmailJob, { emailId }, { singletonKey: emailId, ...(startAfter ? { startAfter } : {}) });
}

/**
 * Emails recorded by `olderThan` but never sent: pending, or claimed by a worker that died
 * mid-send, and due by then. Each goes back to the queue (reconciliation's safety net); returns how many.
 */
export async function requeueUnsentEmails(db: Db, jobs: JobQueue, olderThan: Date, limit: number) {
  const emails = await db
    .selectFrom("emails")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("status", "=", "pending"),
        eb.and([
          eb("status", "=", "sending"),
          eb("claimed_at", "<", new Date(Date.now() - EMAIL_CLAIM_SECONDS * 1000)),
        ]),
      ]),
    )
    .where("attempts", "<", 10)
    .where("created_at", "<=", olderThan)
    .where((eb) => eb.or([eb("send_after", "is", null), eb("send_after", "<=", olderThan)]))
    .limit(limit)
    .execute();
  for (const { id } of emails) await queueEmail(jobs, id);
  return emails.length;
}
