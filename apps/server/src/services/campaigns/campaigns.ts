import { createHash } from "node:crypto";
import { US_STATES } from "@civic/contracts/address-parsing";
import {
  type CampaignChamber,
  type CampaignDashboard,
  type CampaignInput,
  type CampaignState,
  normaliseMessage,
  type OrganiserCampaign,
  type PublicCampaign,
  SMALL_COUNT,
} from "@civic/contracts/campaigns";
import { type CardFrontId, cardFrontIds, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
import { errorCodes } from "@civic/contracts/errors";
import type { Selectable } from "kysely";
import { AppError } from "../../core/app-error";
import type { Db } from "../../db/database";
import type { CampaignsTable } from "../../db/schema";
import { assertPrintableFront } from "../mailing";
import { UNPAYABLE_AFTER_MS } from "../orders";
import { budgetsStillMoving, loadBudget, setHourlyCap, setSponsorshipPaused, sponsorshipOpen } from "./budget";
import { searchCampaigns } from "./console-list";
import { countsCsv, loadDashboard, supportersCsv } from "./dashboard";
import { createCampaignQrCodes } from "./qr-codes";
import { loadTally } from "./tally";

type Row = Selectable<CampaignsTable>;

const at = (d: Date | string) => new Date(d).toISOString();

/** The organiser's moves: draft → live → closed, never back (a link people have shared stays what it said). */
const NEXT: Record<CampaignState, CampaignState[]> = { draft: ["live"], live: ["closed"], closed: [] };

function toOrganiser(row: Row): OrganiserCampaign {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    organisation: row.organisation,
    ask: row.ask,
    talkingPoints: row.talking_points,
    chamber: row.chamber,
    targetState: row.target_state,
    goal: row.goal,
    endsOn: row.ends_on,
    cardFront: row.card_front as CardFrontId,
    language: row.language,
    state: row.state,
    suspended: row.suspended_at !== null,
    createdAt: at(row.created_at),
  };
}

function columns(input: CampaignInput) {
  return {
    name: input.name,
    organisation: input.organisation,
    ask: input.ask,
    talking_points: JSON.stringify(input.talkingPoints),
    chamber: input.chamber,
    target_state: input.targetState,
    goal: input.goal,
    ends_on: input.endsOn,
    card_front: input.cardFront,
    language: input.language,
  };
}

/** What an order keeps of its message to compare it within the campaign: a hash of it normalised. */
export const campaignMessageHash = (message: string) =>
  createHash("sha256").update(normaliseMessage(message)).digest("hex");

/** Draft campaigns per organiser at once. */
const MAX_DRAFTS = 10;

/** Pacific time's distance from UTC, at most (Hawaii and Alaska aside). */
const WEST_COAST_MS = 8 * 60 * 60 * 1000;

/** At most this many prepayments open at the checkout per campaign (until they can no longer be paid). */
const MAX_OPEN_PREPAYMENTS = 5;

const suspendedRefusal = () =>
  new AppError(
    409,
    errorCodes.campaignSuspended,
    "This campaign was suspended by our team: it cannot be changed or funded.",
  );

/** A write of a campaign's slug, whose unique index may find it taken: said plainly. */
async function withSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string }).code === "23505") {
      throw new AppError(409, errorCodes.slugTaken, "That link is taken: choose another name for it.");
    }
    throw err;
  }
}

/**
 * Campaigns: written only here (organisers' edits, their states, an operator's suspension). Their
 * links' QR codes are drawn by `drawQrPng` (the render pool). Their fronts are among
 * `printableFronts` (those every configured mailing vendor prints).
 */
export function createCampaigns(
  db: Db,
  drawQrPng: (text: string) => Promise<Buffer>,
  printableFronts: readonly CardFrontId[] = cardFrontIds,
) {
  /** A front chosen before the vendors changed, and no longer printable, gives way to the default. */
  const printedFront = (front: string) =>
    printableFronts.includes(front as CardFrontId) ? (front as CardFrontId) : DEFAULT_CARD_FRONT_ID;
  async function own(organiserId: string, id: string): Promise<Row> {
    const row = await db
      .selectFrom("campaigns")
      .selectAll()
      .where("id", "=", id)
      .where("organiser_id", "=", organiserId)
      .executeTakeFirst();
    if (!row) throw AppError.notFound("There is no such campaign.");
    return row as Row;
  }

  /** An erased campaign's link stays its own: its printed QR codes never lead to someone else. */
  async function assertSlugNotRetired(slug: string) {
    const retired = await db
      .selectFrom("campaign_slug_tombstones")
      .select("slug")
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (retired) throw new AppError(409, "slug_taken", "That link is taken: choose another name for it.");
  }

  return {
    ...createCampaignQrCodes(db, drawQrPng),
    /** Before an organiser's erasure: their campaigns' links become tombstones, never reused. */
    async retireSlugs(organiserId: string) {
      await db
        .insertInto("campaign_slug_tombstones")
        .columns(["slug"])
        .expression(db.selectFrom("campaigns").select("slug").where("organiser_id", "=", organiserId))
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    },
    /** Why erasing this organiser must wait (money still moving through their budgets), or null. */
    erasureWait: (organiserId: string) => budgetsStillMoving(db, organiserId),
    async listOwn(organiserId: string): Promise<OrganiserCampaign[]> {
      const rows = await db
        .selectFrom("campaigns")
        .selectAll()
        .where("organiser_id", "=", organiserId)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((r) => toOrganiser(r as Row));
    },
    async getOwn(organiserId: string, id: string): Promise<OrganiserCampaign> {
      return toOrganiser(await own(organiserId, id));
    },
    /** "Download my data" for an organiser: their campaigns as they wrote them, with their counts. */
    async organiserExport(organiserId: string, email: string) {
      const own = await db
        .selectFrom("campaigns")
        .selectAll()
        .where("organiser_id", "=", organiserId)
        .orderBy("created_at")
        .execute();
      const since = await db
        .selectFrom("organisers")
        .select("created_at")
        .where("user_id", "=", organiserId)
        .executeTakeFirst();
      return {
        exportedAt: new Date().toISOString(),
        organiser: { email, organiserSince: since ? at(since.created_at) : null },
        campaigns: await Promise.all(
          own.map(async (row) => ({
            ...toOrganiser(row as Row),
            counts: await loadDashboard(db, row.id),
            sponsoredCards: await loadBudget(db, row.id),
          })),
        ),
      };
    },
    /** The campaign's budget of sponsored cards, as its organiser sees it (counts only). */
    async budget(organiserId: string, id: string) {
      return loadBudget(db, (await own(organiserId, id)).id);
    },
    /** The organiser's own campaign, for a prepayment: only while it is not closed. */
    async forFunding(organiserId: string, id: string) {
      const row = await own(organiserId, id);
      if (row.state === "closed")
        throw new AppError(409, errorCodes.campaignClosed, "A closed campaign cannot be funded.");
      if (row.suspended_at) throw suspendedRefusal();
      // Sponsored cards are Congress cards (decision 0125): a statehouse campaign's senders pay.
      if (row.chamber === "statehouse") {
        throw new AppError(
          409,
          errorCodes.campaignChamber,
          "A campaign to a state legislature cannot be prepaid: its senders pay for their own cards.",
        );
      }
      // Each open prepayment is a checkout session at the provider: a few cover a retry or a
      // second tab, more only fill the table and the provider's dashboard.
      const open = await db
        .selectFrom("budget_fundings")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("campaign_id", "=", row.id)
        .where("status", "=", "pending")
        .where("created_at", ">", new Date(Date.now() - UNPAYABLE_AFTER_MS))
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= MAX_OPEN_PREPAYMENTS) {
        throw new AppError(
          409,
          errorCodes.tooManyOpenPrepayments,
          `This campaign already has ${MAX_OPEN_PREPAYMENTS} prepayments open at the checkout: pay one of them, or try again in two days.`,
        );
      }
      // Its budget closed without it (an erasure the provider's refusal stopped half way): any
      // prepayment now would only be refunded whole.
      const budget = await db
        .selectFrom("campaign_budgets")
        .select("closed_at")
        .where("campaign_id", "=", row.id)
        .executeTakeFirst();
      if (budget?.closed_at) {
        throw new AppError(
          409,
          errorCodes.campaignClosed,
          "This campaign's prepaid cards were closed: it takes no more.",
        );
      }
      return { id: row.id, name: row.name, organisation: row.organisation };
    },
    /** Whether `sessionId` is a prepayment's checkout session of this organiser's campaign. */
    async ownsFundingSession(organiserId: string, id: string, sessionId: string): Promise<boolean> {
      const found = await db
        .selectFrom("budget_fundings")
        .select("budget_fundings.id")
        .where("campaign_id", "=", (await own(organiserId, id)).id)
        .where("payment_session_id", "=", sessionId)
        .executeTakeFirst();
      return !!found;
    },
    /** The organiser's cap on sponsored cards per hour (null: none). */
    async setHourlyCap(organiserId: string, id: string, cardsPerHour: number | null) {
      const row = await own(organiserId, id);
      await setHourlyCap(db, row.id, cardsPerHour);
      return loadBudget(db, row.id);
    },
    async dashboard(organiserId: string, id: string): Promise<CampaignDashboard> {
      return loadDashboard(db, (await own(organiserId, id)).id);
    },
    async countsCsv(organiserId: string, id: string): Promise<string> {
      return countsCsv(await loadDashboard(db, (await own(organiserId, id)).id));
    },
    async supportersCsv(organiserId: string, id: string): Promise<string> {
      return supportersCsv(db, (await own(organiserId, id)).id);
    },
    async create(organiserId: string, input: CampaignInput): Promise<OrganiserCampaign> {
      const drafts = await db
        .selectFrom("campaigns")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("organiser_id", "=", organiserId)
        .where("state", "=", "draft")
        .executeTakeFirstOrThrow();
      // Drafts hold links no one else may take: a few per organiser, not a land grab.
      if (Number(drafts.n) >= MAX_DRAFTS) {
        throw new AppError(
          409,
          errorCodes.tooManyDrafts,
          `You have ${MAX_DRAFTS} draft campaigns: put one live or delete one before starting another.`,
        );
      }
      assertPrintableFront(printableFronts, input.cardFront);
      await assertSlugNotRetired(input.slug);
      const row = await withSlug(() =>
        db
          .insertInto("campaigns")
          .values({ organiser_id: organiserId, slug: input.slug, ...columns(input) })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toOrganiser(row as Row);
    },
    /** Any field, while the campaign is open; its link only while it is a draft (once live, it is out there). */
    async update(organiserId: string, id: string, input: CampaignInput): Promise<OrganiserCampaign> {
      const current = await own(organiserId, id);
      if (current.state === "closed")
        throw new AppError(409, errorCodes.campaignClosed, "A closed campaign cannot be changed.");
      // Its link and embed still show its name: a suspended campaign must not be renamed under them.
      if (current.suspended_at) throw suspendedRefusal();
      if (current.state !== "draft" && input.slug !== current.slug) {
        throw new AppError(409, errorCodes.slugFixed, "The link cannot change once the campaign is live.");
      }
      assertPrintableFront(printableFronts, input.cardFront);
      if (input.chamber === "statehouse" && current.chamber !== "statehouse") {
        // Its prepaid cards were bought for cards to Congress (decision 0125).
        const budget = await db
          .selectFrom("campaign_budgets")
          .select("campaign_id")
          .where("campaign_id", "=", id)
          .executeTakeFirst();
        if (budget) {
          throw new AppError(
            409,
            errorCodes.campaignChamber,
            "This campaign has prepaid cards to Congress: it cannot change to a state legislature.",
          );
        }
      }
      if (input.slug !== current.slug) await assertSlugNotRetired(input.slug);
      const row = await withSlug(() =>
        db
          .updateTable("campaigns")
          .set({ ...columns(input), slug: input.slug, updated_at: new Date() })
          .where("id", "=", id)
          .where("organiser_id", "=", organiserId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toOrganiser(row as Row);
    },
    async setState(organiserId: string, id: string, state: CampaignState): Promise<OrganiserCampaign> {
      const current = await own(organiserId, id);
      if (current.state === state) return toOrganiser(current);
      if (!NEXT[current.state].includes(state)) {
        throw new AppError(409, errorCodes.campaignState, `A ${current.state} campaign cannot become ${state}.`);
      }
      // Conditional on the state read, so two tabs cannot both move it.
      const row = await db
        .updateTable("campaigns")
        .set({ state, updated_at: new Date() })
        .where("id", "=", id)
        .where("state", "=", current.state)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError(409, errorCodes.campaignState, "The campaign changed meanwhile: reload it.");
      return toOrganiser(row as Row);
    },
    /** What the link shows: nothing of a draft (404), and only its names once an operator suspended it. */
    async publicBySlug(slug: string): Promise<PublicCampaign> {
      const row = (await db.selectFrom("campaigns").selectAll().where("slug", "=", slug).executeTakeFirst()) as
        | Row
        | undefined;
      if (!row || row.state === "draft") throw AppError.notFound("There is no campaign at this link.");
      if (row.suspended_at)
        return { status: "suspended", slug, name: row.name, organisation: row.organisation, language: row.language };
      return {
        status: row.state,
        slug,
        name: row.name,
        organisation: row.organisation,
        ask: row.ask,
        talkingPoints: row.talking_points,
        chamber: row.chamber,
        targetState: row.target_state,
        targetStateName: row.target_state ? (US_STATES[row.target_state] ?? row.target_state) : null,
        goal: row.goal,
        endsOn: row.ends_on,
        cardFront: printedFront(row.card_front),
        sponsoredBy:
          row.state === "live" && row.chamber !== "statehouse" && (await sponsorshipOpen(db, row.id))
            ? row.organisation
            : null,
        language: row.language,
      };
    },
    /** The public tally (counts only, small ones folded). */
    tally: (slug: string) => loadTally(db, slug),
    /**
     * The campaign an order is placed in: live, not suspended and not past its end date, or the
     * order is refused.
     */
    async forOrder(slug: string): Promise<{
      id: string;
      organisation: string;
      cardFront: CardFrontId;
      chamber: CampaignChamber;
      targetState: string | null;
    }> {
      const row = await db
        .selectFrom("campaigns")
        .select(["id", "organisation", "state", "suspended_at", "card_front", "chamber", "target_state", "ends_on"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (row?.state !== "live" || row.suspended_at) {
        throw new AppError(409, errorCodes.campaignNotLive, "This campaign is not taking postcards any more.");
      }
      // Its last day counts everywhere in the country: ended once that day is over on the west coast.
      if (row.ends_on && new Date(Date.now() - WEST_COAST_MS).toISOString().slice(0, 10) > row.ends_on) {
        throw new AppError(409, errorCodes.campaignEnded, `This campaign ended on ${row.ends_on}.`);
      }
      return {
        id: row.id,
        organisation: row.organisation,
        cardFront: printedFront(row.card_front),
        chamber: row.chamber as CampaignChamber,
        targetState: row.target_state,
      };
    },
    /** Whether the budget can cover `cards` now (not paused or closed): checked before a claim's email. */
    async sponsoredCardsLeft(campaignId: string, cards: number): Promise<boolean> {
      const row = await db
        .selectFrom("campaign_budgets")
        .select("campaign_id")
        .where("campaign_id", "=", campaignId)
        .where("remaining_cards", ">=", cards)
        .where("paused_at", "is", null)
        .where("closed_at", "is", null)
        .executeTakeFirst();
      return !!row;
    },
    /**
     * Whether this message (normalised) is a common one in the campaign: carried by at least
     * SMALL_COUNT paid orders. Coarse on purpose: a guessed text is never confirmed as one sender's
     * (issue 41 #9); the note is for words many copied.
     */
    async hasIdenticalMessage(slug: string, message: string): Promise<boolean> {
      const found = await db
        .selectFrom("orders")
        .innerJoin("campaigns", "campaigns.id", "orders.campaign_id")
        .select("orders.id")
        .where("campaigns.slug", "=", slug)
        .where("orders.campaign_message_hash", "=", campaignMessageHash(message))
        .where("orders.paid_at", "is not", null)
        .limit(SMALL_COUNT)
        .execute();
      return found.length >= SMALL_COUNT;
    },
    /** The console's list: newest first, or those whose name, link, organisation or organiser match `q`. */
    search: (q: string | undefined) => searchCampaigns(db, q),
    /** An operator's pause of a campaign's sponsored cards (the console audits it). */
    pauseSponsorship: (id: string, paused: boolean) => setSponsorshipPaused(db, id, paused),
    /** An operator's suspension (the console audits it): true when this call suspended it. */
    async suspend(id: string): Promise<{ found: boolean; changed: boolean }> {
      const row = await db
        .updateTable("campaigns")
        .set({ suspended_at: new Date(), updated_at: new Date() })
        .where("id", "=", id)
        .where("suspended_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (row) return { found: true, changed: true };
      const exists = await db.selectFrom("campaigns").select("id").where("id", "=", id).executeTakeFirst();
      return { found: !!exists, changed: false };
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
