import type { WriteItMyselfRequest } from "@civic/contracts/own-cards";
import type { Db } from "../../db/database";
import type { Campaigns } from "../campaigns";
import type { CardsService } from "../cards";
import type { LegislatorDirectory } from "../legislators";
import { createOwnCards } from "./create-own-cards";
import { eraseExpiredOwnCards, eraseOwnCards } from "./erase-own-cards";
import { findOwnCardSet, ownCardTexts, readOwnCards } from "./read-own-cards";
import { reportCardMailed } from "./report-card-mailed";

/**
 * Cards a sender writes by hand themselves (docs/decisions/0065): no payment, no vendor. The only
 * writer of own_card_sets and own_cards.
 */
export function createOwnCardsService(deps: {
  db: Db;
  legislators: LegislatorDirectory;
  campaigns: Pick<Campaigns, "forOrder">;
  cards: Pick<CardsService, "ownCardsPdf">;
  /** RETENTION_DAYS: these sets are erased after it, as paid orders are. */
  retentionDays: number;
}) {
  const { db } = deps;
  return {
    create: (body: WriteItMyselfRequest) => createOwnCards(deps, body),
    read: (token: string) => readOwnCards(db, token),
    reportMailed: (token: string, cardId: string, now = new Date()) => reportCardMailed(db, token, cardId, now),
    /** The printable PDF, drawn in a render thread for each download (nothing is kept on disk). */
    pdf: async (token: string) => deps.cards.ownCardsPdf(await ownCardTexts(db, token)),
    /** The sender's erasure, from their page. */
    async erase(token: string, now = new Date()) {
      const set = await findOwnCardSet(db, token);
      await eraseOwnCards(db, set.id, "sender", now);
    },
    eraseExpired: (now = new Date()) => eraseExpiredOwnCards(db, { now, retentionDays: deps.retentionDays }),
  };
}
