import { randomBytes } from "node:crypto";
import { ownCardsPath, type WriteItMyselfRequest } from "@civic/contracts/own-cards";
import type { Db } from "../../db/database";
import type { Campaigns } from "../campaigns";
import { planCardText } from "../cards";
import type { LegislatorDirectory } from "../legislators";
import { hashToken, resolveRecipients } from "../orders";

export interface CreateOwnCardsDeps {
  db: Db;
  legislators: LegislatorDirectory;
  campaigns: Pick<Campaigns, "forOrder">;
}

/**
 * Stores the cards a sender chose to write themselves: the server's own recipients from the
 * directory, each sent to its nearest home office (the office that reads mail soonest) when the
 * directory has one. Returns the page's secret path; only its hash is kept.
 */
export async function createOwnCards(deps: CreateOwnCardsDeps, body: WriteItMyselfRequest) {
  const { index } = deps.legislators;
  const { postcardData } = body;
  const { recipients } = resolveRecipients(postcardData, body.sendOption, (id) => index.findById(id));
  // A campaign's link counts these cards towards it; a closed or suspended campaign refuses, as for a paid order.
  const campaign = body.campaign ? await deps.campaigns.forOrder(body.campaign.slug) : null;
  const sender = postcardData.userInfo;
  const token = randomBytes(32).toString("base64url");
  await deps.db.transaction().execute(async (trx) => {
    const set = await trx
      .insertInto("own_card_sets")
      .values({
        access_token_hash: hashToken(token),
        sender_full_name: sender.fullName,
        sender_street: sender.streetAddress,
        sender_city: sender.city,
        sender_state: sender.state,
        sender_zip: sender.zipCode,
        campaign_id: campaign?.id ?? null,
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
  });
  return { path: ownCardsPath(token), cards: recipients.length };
}
