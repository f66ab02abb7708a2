import {
  type OfficeKind,
  type PlannedCard,
  salutationFor,
  signOffFor,
  WASHINGTON_OFFICE_LABEL,
} from "@civic/contracts/card-text";
import { titledName } from "@civic/contracts/legislator-name";
import type { Legislator } from "@civic/contracts/legislators";
import type { UserInfo } from "@civic/contracts/payments";
import type { DirectoryIndex } from "../legislators/directory-index";
import { nearestHomeOffice } from "../legislators/offices";
import { fillPlaceholders } from "./fill-placeholders";

export interface CardInput {
  /** The sender's body, as approved: recipient-neutral, placeholders not yet filled. */
  message: string;
  sender: UserInfo;
  office: OfficeKind;
}

/**
 * One recipient's card: its own greeting, the body with the sender's details filled in, the
 * sign-off, and the office it is mailed to (the nearest home office to the sender's ZIP when asked
 * for and the member has one with coordinates; Washington otherwise). Other members the body names
 * are reported, never removed: the sender decides.
 */
export function planCard(index: DirectoryIndex, legislator: Legislator, input: CardInput): PlannedCard {
  const body = fillPlaceholders(input.message.trim(), input.sender);
  const home =
    input.office === "home" ? nearestHomeOffice(index.homeOfficesOf(legislator.id), input.sender.zipCode) : null;
  const others = index.mentions.find(body).filter((m) => !m.ids.includes(legislator.id));
  return {
    recipientId: legislator.id,
    recipient: titledName(legislator),
    salutation: salutationFor(legislator),
    body,
    signOff: signOffFor(input.sender.fullName),
    office: home
      ? { kind: "home", label: home.label, address: home.address }
      : { kind: "washington", label: WASHINGTON_OFFICE_LABEL, address: legislator.address },
    namesOtherMembers: [...new Set(others.map((m) => m.text.replace(/\s+/g, " ")))],
  };
}
