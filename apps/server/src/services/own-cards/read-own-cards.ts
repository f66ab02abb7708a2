import { type OwnCards, ownCardsPdfPath } from "@civic/contracts/own-cards";
import { AppError } from "../../core/app-error";
import type { Db } from "../../db/database";
import type { OwnCardText } from "../cards";
import { hashToken } from "../orders";

/** Tokens are base64url of 32 bytes: anything else is refused before touching the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const NOT_FOUND = "There are no cards at this link. Check that you copied the whole link.";
const ERASED = "These cards' details were erased, as our privacy notice promises. Start a new postcard to write again.";

/** The set a page's secret opens, or a 404 a person can act on; erased sets say so (410-like, as 404). */
export async function findOwnCardSet(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw AppError.notFound(NOT_FOUND);
  const set = await db
    .selectFrom("own_card_sets as s")
    .leftJoin("campaigns as c", "c.id", "s.campaign_id")
    .select([
      "s.id",
      "s.sender_full_name",
      "s.sender_street",
      "s.sender_city",
      "s.sender_state",
      "s.sender_zip",
      "s.erased_at",
      "s.language",
      "c.slug as campaign_slug",
      "c.name as campaign_title",
    ])
    .where("s.access_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!set) throw AppError.notFound(NOT_FOUND);
  if (set.erased_at) throw AppError.notFound(ERASED);
  return set;
}

async function cardsOf(db: Db, setId: string) {
  return db.selectFrom("own_cards").selectAll().where("set_id", "=", setId).orderBy("position").execute();
}

/** What the sender's page shows: each card's text, its office and whether they reported it mailed. */
export async function readOwnCards(db: Db, token: string): Promise<OwnCards> {
  const set = await findOwnCardSet(db, token);
  const cards = await cardsOf(db, set.id);
  return {
    cards: cards.map((c) => ({
      id: c.id,
      recipient: c.recipient,
      toStatehouse: c.type === "state_legislator",
      officeKind: c.office_kind,
      officeLabel: c.office_label,
      address: { street: c.address_street, city: c.address_city, state: c.address_state, zip: c.address_zip },
      salutation: c.salutation,
      body: c.body,
      signOff: c.sign_off,
      reportedMailedAt: c.reported_mailed_at ? new Date(c.reported_mailed_at).toISOString() : null,
    })),
    pdfPath: ownCardsPdfPath(token),
    campaign: set.campaign_slug && set.campaign_title ? { slug: set.campaign_slug, title: set.campaign_title } : null,
  };
}

/** The cards as the PDF draws them, and the language its words are in (the sender's). */
export async function ownCardTexts(db: Db, token: string): Promise<{ cards: OwnCardText[]; language: "en" | "es" }> {
  const set = await findOwnCardSet(db, token);
  const sender = {
    fullName: set.sender_full_name,
    streetAddress: set.sender_street,
    city: set.sender_city,
    state: set.sender_state,
    zipCode: set.sender_zip,
  };
  const cards = (await cardsOf(db, set.id)).map((c) => ({
    recipient: c.recipient,
    toStatehouse: c.type === "state_legislator",
    officeKind: c.office_kind,
    officeLabel: c.office_label,
    address: { street: c.address_street, city: c.address_city, state: c.address_state, zip: c.address_zip },
    salutation: c.salutation,
    body: c.body,
    signOff: c.sign_off,
    sender,
  }));
  return { cards, language: set.language };
}
