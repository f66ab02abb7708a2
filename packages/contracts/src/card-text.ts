import { z } from "zod";
import { mailingAddressSchema } from "./legislators";

/** Where a card is mailed: the member's Washington office (the default) or their nearest home office. */
export const officeKinds = ["washington", "home"] as const;
export const officeKindSchema = z.enum(officeKinds);
export type OfficeKind = z.infer<typeof officeKindSchema>;
export const WASHINGTON_OFFICE_LABEL = "Washington office";

/** Titles as a salutation writes them out: "Dear Senator Murray," but "Dear Rep. Jayapal,". */
const FORMAL_TITLES: Record<string, string> = {
  "Sen.": "Senator",
  "Del.": "Delegate",
  "Res. Comm.": "Resident Commissioner",
};

/** The language a card is written in: its sender's (decision 0122). */
export type CardLanguage = "en" | "es";

/**
 * An office as a language names it, for the server's emails and PDFs (the web app says it through
 * its catalogue). The directory names it in English ("Washington office", "Seattle district
 * office", "Spokane state office", "State Capitol office"); in Spanish only the city stays.
 */
export function officeLabelIn(label: string, language: CardLanguage = "en"): string {
  if (language === "en") return label;
  if (label === WASHINGTON_OFFICE_LABEL) return "oficina de Washington";
  if (label === "State Capitol office") return "oficina en el Capitolio estatal";
  const home = /^(.+) (district|state) office$/.exec(label);
  if (!home) return label;
  return home[2] === "state" ? `oficina estatal en ${home[1]}` : `oficina de distrito en ${home[1]}`;
}

/**
 * Titles as a Spanish greeting writes them (decision 0122): the directory says no one's gender, so
 * a noun that has one ("senador/senadora", "delegado/delegada") is abbreviated, which reads as
 * either; "representante" and "asambleísta" are the same for everyone and are written out.
 */
const SPANISH_TITLES: Record<string, string> = {
  "Rep.": "representante",
  Representative: "representante",
  "Sen.": "Sen.",
  Senator: "Sen.",
  "Del.": "Del.",
  Delegate: "Del.",
  "Res. Comm.": "Com. Res.",
  Assemblymember: "asambleísta",
};

/**
 * The card's own greeting, from the directory's title and last name. In Spanish "Honorable",
 * which has no gender, where English says "Dear", and a colon, as a Spanish letter's greeting ends.
 */
export function salutationFor(recipient: { title: string; lastName: string }, language: CardLanguage = "en"): string {
  if (language === "es") {
    return `Honorable ${SPANISH_TITLES[recipient.title] ?? recipient.title} ${recipient.lastName.trim()}:`;
  }
  const title = FORMAL_TITLES[recipient.title] ?? recipient.title;
  return `Dear ${title} ${recipient.lastName.trim()},`;
}

/** The sender's sign-off: a closing line, then their name as they gave it. */
export function signOffFor(fullName: string, language: CardLanguage = "en"): string {
  return `${language === "es" ? "Atentamente," : "Sincerely,"}\n${fullName.trim().replace(/\s+/g, " ")}`;
}

export const cardOfficeSchema = z.object({
  kind: officeKindSchema,
  /** "Seattle district office", "Spokane state office", "Washington office". */
  label: z.string(),
  address: mailingAddressSchema,
});
export type CardOffice = z.infer<typeof cardOfficeSchema>;

export const plannedCardSchema = z.object({
  recipientId: z.string(),
  /** "Rep. Pramila Jayapal", as on the address side. */
  recipient: z.string(),
  salutation: z.string(),
  body: z.string(),
  signOff: z.string(),
  office: cardOfficeSchema,
  /** Other members of Congress the body names ("Rep. Jayapal"): the sender decides, never us. */
  namesOtherMembers: z.array(z.string()),
  /**
   * Set when the recipient's term ends (`termEnds`, YYYY-MM-DD) before the card is expected in the
   * office's mailbox (`arrivesBy`: mailed today, first-class, plus Washington's screening): said
   * before payment, so the sender can choose another office or recipient.
   */
  termEndsBeforeArrival: z.object({ termEnds: z.iso.date(), arrivesBy: z.iso.date() }).optional(),
});
export type PlannedCard = z.infer<typeof plannedCardSchema>;
