import {
  type CardLanguage,
  type OfficeKind,
  type PlannedCard,
  salutationFor,
  signOffFor,
  WASHINGTON_OFFICE_LABEL,
} from "@civic/contracts/card-text";
import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import type { UserInfo } from "@civic/contracts/payments";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import type { DirectoryIndex } from "../legislators";
import { nearestHomeOffice } from "../legislators";
import { fillPlaceholders } from "./fill-placeholders";

export interface CardInput {
  /** The sender's body, as approved: recipient-neutral, placeholders not yet filled. */
  message: string;
  sender: UserInfo;
  office: OfficeKind;
  /** The sender's language: the greeting and sign-off are written in it (decision 0122). */
  language?: CardLanguage;
}

/**
 * One recipient's card: its own greeting, the body with the sender's details filled in, the
 * sign-off, and the office it is mailed to (the nearest home office to the sender's ZIP when asked
 * for and the member has one with coordinates; Washington otherwise). Other members the body names
 * are reported, never removed: the sender decides.
 */
export function planCard(index: DirectoryIndex, legislator: Legislator, input: CardInput): PlannedCard {
  const card = planCardText(index, legislator, input);
  const others = index.mentions.find(card.body).filter((m) => !m.ids.includes(legislator.id));
  const late = index.termEndsBeforeArrival(legislator.id, card.office.kind);
  return {
    ...card,
    namesOtherMembers: [...new Set(others.map((m) => m.text.replace(/\s+/g, " ")))],
    ...(late ? { termEndsBeforeArrival: late } : {}),
  };
}

/**
 * The card as planCard has it, without looking for other members the body names: a preview draws
 * only this, and the search runs the whole directory's names over the text on the event loop.
 */
export function planCardText(
  index: DirectoryIndex,
  legislator: Legislator,
  input: CardInput,
): Omit<PlannedCard, "namesOtherMembers"> {
  const body = withoutOwnFrame(index, legislator, fillPlaceholders(input.message.trim(), input.sender), input.sender);
  return {
    recipientId: legislator.id,
    recipient: titledName(legislator),
    body,
    signOff: signOffFor(input.sender.fullName, input.language),
    ...addressCard(index, legislator, input.office, input.sender.zipCode, input.language),
  };
}

/**
 * What a card says and where it goes that belongs to its recipient: the greeting, and the office
 * (the nearest home office to the sender's ZIP when asked for and the member has one with
 * coordinates; Washington otherwise). A held card readdressed to a seat's new holder gets these anew.
 */
export function addressCard(
  index: DirectoryIndex,
  legislator: Legislator,
  office: OfficeKind,
  senderZip: string,
  language: CardLanguage = "en",
): Pick<PlannedCard, "salutation" | "office"> {
  const home = office === "home" ? nearestHomeOffice(index.homeOfficesOf(legislator.id), senderZip) : null;
  return {
    salutation: salutationFor(legislator, language),
    office: home
      ? { kind: "home", label: home.label, address: home.address }
      : { kind: "washington", label: WASHINGTON_OFFICE_LABEL, address: legislator.address },
  };
}

/**
 * A card to a state legislator: greeted with the title their state uses ("Dear Delegate Lee,"),
 * mailed to the office the directory chose for them (decision 0090: the capitol, else the district
 * office). Both are in the sender's state, so the card's office kind is "home" (decision 0120).
 */
export function planStateCard(
  index: DirectoryIndex,
  member: StateLegislator,
  input: CardInput,
  /** From the state directory: their role ends before the card would arrive (decision 0129). */
  late?: PlannedCard["termEndsBeforeArrival"] | null,
): PlannedCard {
  const office = member.office;
  // resolveStateRecipients refuses a member without one; a preview is refused the same way.
  if (!office) throw new Error(`State legislator ${member.id} has no office to mail a card to.`);
  const body = withoutOwnFrame(index, member, fillPlaceholders(input.message.trim(), input.sender), input.sender);
  const others = index.mentions.find(body);
  return {
    recipientId: member.id,
    recipient: `${member.title} ${member.name}`,
    salutation: salutationFor(member, input.language),
    body,
    signOff: signOffFor(input.sender.fullName, input.language),
    office: {
      kind: "home",
      // "Burlington district office", as a Congress card's home office is named.
      label: office.kind === "capitol" ? STATE_CAPITOL_OFFICE_LABEL : `${office.address.city} district office`,
      address: office.address,
    },
    namesOtherMembers: [...new Set(others.map((m) => m.text.replace(/\s+/g, " ")))],
    ...(late ? { termEndsBeforeArrival: late } : {}),
  };
}

const STATE_CAPITOL_OFFICE_LABEL = "State Capitol office";

/** "Dear Senator," / "Hello Rep. Jayapal:" / "Estimada senadora:" at the very start; group 1 is who it greets. */
const OPENING = /^(?:dear|hello|hi|to|estimad[oa]|querid[oa]|hola|honorable)\s+([^,:;!?\n]{1,60})[,:!]\s*/i;
/** Greeted by title only ("Senator", "Congresswoman", "the Honorable Rep. …"), not "To be honest,". */
const BY_TITLE =
  /^(?:the\s+)?(?:honou?rable\s+)?(?:rep\.?|representative|sen\.?|senator|congress(?:man|woman|person|member)|assembly(?:member|man|woman)|member of congress|del\.?|delegate|resident commissioner|sir|madam|sir or madam|senador(?:a)?|representante|congresista|asamble[ií]sta|delegad[oa]|se[ñn]or(?:a)?)(?![\p{L}])/iu;
/** A closing at the very end, after a sentence or alone; group 1 is the closing, group 2 the name after it. */
const CLOSING =
  /(?:^|(?<=[.!?])\s+)(sincerely|respectfully|(?:best |kind |warm )?regards|yours truly|thank you|thanks|atentamente|cordialmente|saludos cordiales|muchas gracias|gracias)[,.!]?\s*([^.!?,]{0,60}?)[.!]?$/i;
/** Closings that only sign off: dropped even without a name ("Thank you." is a sentence, and stays). */
const SIGN_OFF_WORD =
  /^(?:sincerely|respectfully|(?:best |kind |warm )?regards|yours truly|atentamente|cordialmente|saludos cordiales)$/i;

/**
 * The card writes its own greeting and sign-off, so a sender's "Dear Senator," (to no one by name,
 * or to this card's recipient) and "Sincerely, <their name>" would be written twice: they are left
 * off this card's body, which checkout shows before payment. A greeting to another member stays
 * (it is reported, and the sender decides), as does a closing "Thank you." with no name.
 */
function withoutOwnFrame(
  index: DirectoryIndex,
  legislator: Pick<Legislator, "id">,
  body: string,
  sender: UserInfo,
): string {
  let text = body;
  const opening = OPENING.exec(text);
  const greeted = opening?.[1]?.trim() ?? "";
  // No opening, nothing to search: most messages have none (the drafts never do).
  const members = opening ? index.mentions.find(greeted) : [];
  const toThisCard = members.length > 0 ? members.every((m) => m.ids.includes(legislator.id)) : BY_TITLE.test(greeted);
  if (opening && toThisCard) {
    text = text.slice(opening[0].length);
  }
  const closing = CLOSING.exec(text);
  if (closing) {
    const signed = (closing[2] ?? "").trim().replace(/\s+/g, " ").toLowerCase();
    const name = sender.fullName.trim().replace(/\s+/g, " ").toLowerCase();
    const bySender = signed !== "" && (signed === name || signed === name.split(" ")[0]);
    if (bySender || (signed === "" && SIGN_OFF_WORD.test(closing[1] ?? ""))) text = text.slice(0, closing.index);
  }
  const kept = text.trim();
  // A message that was nothing but a greeting and a sign-off is written as it came.
  return kept ? kept.charAt(0).toUpperCase() + kept.slice(1) : body;
}
