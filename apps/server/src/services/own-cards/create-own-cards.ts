import { randomUUID } from "node:crypto";
import { OWN_CARDS_REMINDER_DAYS, ownCardsPath, type WriteItMyselfRequest } from "@civic/contracts/own-cards";
import { addDays } from "date-fns/addDays";
import type { Clock } from "../../core/clock";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import type { Campaigns } from "../campaigns";
import { planCardText, planStateCard } from "../cards";
import { addToOutbox, queueEmail } from "../email";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import { hashToken, resolveRecipients } from "../orders";
import { assertCampaignRecipients, resolveStateRecipients } from "../payments";
import { ownCardsToken } from "./own-cards-token";

/** Per address, whoever asks: the link emails an inbox can get in a day (the function limits each client too). */
const EMAILS_PER_ADDRESS = { points: 5, windowSeconds: 24 * 60 * 60 };

export interface CreateOwnCardsDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  legislators: LegislatorDirectory;
  stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
  campaigns: Pick<Campaigns, "forOrder">;
  /** The status links' key (decision 0015), which signs the page's link. */
  linkKey(): Promise<string>;
  /** The site's rate limiter (core/rate-limit): consume(name, limit, key). */
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
}

/**
 * Stores the cards a sender chose to write themselves: the server's own recipients from the
 * directories, chosen by the rules a paid order follows. A member of Congress's card goes to their
 * nearest home office (the office that reads mail soonest) when the directory has one; a state
 * legislator's to the office a paid card goes to (decision 0128). Returns the page's secret path; only its hash is kept. When the sender asked
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
  const stateCards = postcardData.stateLegislators?.length ?? 0;
  const congress = resolveRecipients(postcardData, body.sendOption, (id) => index.findById(id), stateCards).recipients;
  const state = resolveStateRecipients(deps.stateLegislators, postcardData, congress.length);
  const input = {
    message: postcardData.finalMessage,
    sender: postcardData.userInfo,
    office: "home" as const,
    language,
  };
  const recipients = [
    ...congress.map((r) => ({ ...r, type: r.legislator.type, card: planCardText(index, r.legislator, input) })),
    ...state.map((r) => ({
      ...r,
      type: "state_legislator" as const,
      card: planStateCard(index, r.stateMember, input),
    })),
  ];
  // A campaign's link counts these cards towards it; a closed or suspended campaign refuses, and
  // cards to another chamber than the campaign's are refused, as for a paid order.
  const campaign = body.campaign ? await deps.campaigns.forOrder(body.campaign.slug) : null;
  if (campaign) assertCampaignRecipients(deps.legislators, campaign, postcardData, recipients);
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
        recipients.map(({ position, type, card }) => ({
          set_id: set.id,
          position,
          legislator_id: card.recipientId,
          type,
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
        })),
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
