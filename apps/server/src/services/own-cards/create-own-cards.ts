import { randomUUID } from "node:crypto";
import { OWN_CARDS_REMINDER_DAYS, ownCardsPath, type WriteItMyselfRequest } from "@civic/contracts/own-cards";
import { addDays } from "date-fns/addDays";
import { AppError } from "../../core/app-error";
import type { Clock } from "../../core/clock";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import type { Campaigns } from "../campaigns";
import { planCardText } from "../cards";
import { addToOutbox, queueEmail } from "../email";
import type { LegislatorDirectory } from "../legislators";
import { hashToken, resolveRecipients } from "../orders";
import { ownCardsToken } from "./own-cards-token";

/** Per address, whoever asks: the link emails an inbox can get in a day (the function limits each client too). */
const EMAILS_PER_ADDRESS = { points: 5, windowSeconds: 24 * 60 * 60 };

export interface CreateOwnCardsDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  legislators: LegislatorDirectory;
  campaigns: Pick<Campaigns, "forOrder">;
  /** The status links' key (decision 0015), which signs the page's link. */
  linkKey(): Promise<string>;
  /** The site's rate limiter (core/rate-limit): consume(name, limit, key). */
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
}

/**
 * Stores the cards a sender chose to write themselves: the server's own recipients from the
 * directory, each sent to its nearest home office (the office that reads mail soonest) when the
 * directory has one. Returns the page's secret path; only its hash is kept. When the sender asked
 * for them, the link's email goes out at once and the reminder is recorded to go
 * OWN_CARDS_REMINDER_DAYS later (decision 0065).
 */
export async function createOwnCards(
  deps: CreateOwnCardsDeps,
  body: WriteItMyselfRequest,
  /** The sender's language (read from the request, as an order's is): the set's emails use it. */
  language: "en" | "es" = "en",
) {
  const { index } = deps.legislators;
  const { postcardData } = body;
  if (postcardData.stateLegislators?.length) {
    throw AppError.badRequest(
      "Cards you write yourself go to members of Congress for now. Remove your state legislators to continue.",
    );
  }
  const { recipients } = resolveRecipients(postcardData, body.sendOption, (id) => index.findById(id));
  // A campaign's link counts these cards towards it; a closed or suspended campaign refuses, as for a paid order.
  const campaign = body.campaign ? await deps.campaigns.forOrder(body.campaign.slug) : null;
  const sender = postcardData.userInfo;
  if (body.email) {
    await deps.consumeRateLimit("write-it-myself:address", EMAILS_PER_ADDRESS, hashToken(body.email.toLowerCase()));
  }
  const setId = randomUUID();
  const token = ownCardsToken(await deps.linkKey(), setId);
  const remindAt = addDays(deps.clock.now(), OWN_CARDS_REMINDER_DAYS);
  const emails = await deps.db.transaction().execute(async (trx) => {
    const set = await trx
      .insertInto("own_card_sets")
      .values({
        id: setId,
        access_token_hash: hashToken(token),
        sender_full_name: sender.fullName,
        sender_street: sender.streetAddress,
        sender_city: sender.city,
        sender_state: sender.state,
        sender_zip: sender.zipCode,
        campaign_id: campaign?.id ?? null,
        language,
        erased_at: null,
        erasure_reason: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("own_cards")
      .values(
        recipients.map(({ position, legislator }) => {
          const card = planCardText(index, legislator, {
            message: postcardData.finalMessage,
            sender,
            office: "home",
            language,
          });
          return {
            set_id: set.id,
            position,
            legislator_id: legislator.id,
            type: legislator.type,
            recipient: card.recipient,
            office_kind: card.office.kind,
            office_label: card.office.label,
            address_street: card.office.address.street,
            address_city: card.office.address.city,
            address_state: card.office.address.state,
            address_zip: card.office.address.zip,
            salutation: card.salutation,
            body: card.body,
            sign_off: card.signOff,
            reported_mailed_at: null,
          };
        }),
      )
      .execute();
    if (!body.email) return null;
    const about = { orderId: null, ownCardSetId: set.id, to: body.email };
    return {
      link: await addToOutbox(trx, { ...about, kind: "own_cards_link", dedupeKey: `own-cards-link:${set.id}` }),
      reminder: await addToOutbox(trx, {
        ...about,
        kind: "own_cards_reminder",
        dedupeKey: `own-cards-reminder:${set.id}`,
        sendAfter: remindAt,
      }),
    };
  });
  // A lost hand-off is picked up by reconciliation (requeueUnsentEmails), the reminder once it is due.
  if (emails?.link) await queueEmail(deps.jobs, emails.link);
  if (emails?.reminder) await queueEmail(deps.jobs, emails.reminder, OWN_CARDS_REMINDER_DAYS * 86_400);
  return { path: ownCardsPath(token), cards: recipients.length };
}
