import type { WriteItMyselfRequest } from "@civic/contracts/own-cards";
import type { Clock } from "../../core/clock";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import type { Campaigns } from "../campaigns";
import type { CardsService } from "../cards";
import type { OwnCardsEmailReader } from "../email";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import { createLinkKey } from "../orders";
import { type CreateOwnCardsDeps, createOwnCards } from "./create-own-cards";
import { eraseExpiredOwnCards, eraseOwnCards } from "./erase-own-cards";
import { ownCardsEmailFacts } from "./own-cards-email-facts";
import { findOwnCardSet, ownCardTexts, readOwnCards } from "./read-own-cards";
import { reportCardMailed } from "./report-card-mailed";

/**
 * Cards a sender writes by hand themselves (docs/decisions/0065): no payment, no vendor. The only
 * writer of own_card_sets and own_cards.
 */
export function createOwnCardsService(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  legislators: LegislatorDirectory;
  stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
  campaigns: Pick<Campaigns, "forOrder">;
  cards: Pick<CardsService, "ownCardsPdf">;
  /** RETENTION_DAYS: these sets are erased after it, as paid orders are. */
  retentionDays: number;
  /** DATA_DIR: erasure removes the local copies of the emails. */
  dataDir: string;
  /** ORDER_LINK_SECRET: the page's link is signed with the status links' key (decision 0015). */
  linkSecret: string | undefined;
  /** The site's canonical address, for the emailed link. */
  siteUrl: string;
  consumeRateLimit: CreateOwnCardsDeps["consumeRateLimit"];
}) {
  const { db, dataDir } = deps;
  const linkKey = createLinkKey(db, deps.linkSecret);
  const emailReader: OwnCardsEmailReader = {
    ownCardsFacts: (setId) => ownCardsEmailFacts({ db, linkKey, siteUrl: deps.siteUrl }, setId),
  };
  return {
    create: (body: WriteItMyselfRequest, language?: "en" | "es") =>
      createOwnCards({ ...deps, linkKey }, body, language),
    /** What the link and reminder emails say (handed to the email service). */
    emailReader,
    read: (token: string) => readOwnCards(db, token),
    reportMailed: (token: string, cardId: string, now = new Date()) => reportCardMailed(db, token, cardId, now),
    /**
     * The printable PDF, drawn in a render thread for each download (nothing is kept on disk), and
     * the language its words are in (its file is named in it).
     */
    pdf: async (token: string) => {
      const { cards, language } = await ownCardTexts(db, token);
      return { pdf: await deps.cards.ownCardsPdf(cards, language), language };
    },
    /** The sender's erasure, from their page. */
    async erase(token: string, now = new Date()) {
      const set = await findOwnCardSet(db, token);
      await eraseOwnCards(db, dataDir, set.id, "sender", now);
    },
    eraseExpired: (now = new Date()) => eraseExpiredOwnCards(db, { now, retentionDays: deps.retentionDays, dataDir }),
  };
}
