import type { CampaignChamber } from "@civic/contracts/campaigns";
import { type CardFrontId, cardFrontIds } from "@civic/contracts/card-fronts";

/** What the wizard carries of a campaign through every step ("Part of: …"). */
export interface CampaignRef {
  slug: string;
  name: string;
  organisation: string;
  talkingPoints: string[];
  chamber: CampaignChamber;
  /** A statehouse campaign's one state (decision 0125); null or absent: each sender's own. */
  targetState?: string | null;
  /** The campaign's card front: the preview shows it and the order is printed with it. */
  cardFront?: CardFrontId;
  /** Its organisation paid for senders' cards when the sender left its page (the server decides at checkout). */
  sponsored?: boolean;
}

/**
 * The hand-over from a campaign's page (/c/{slug}): "Write your postcard" leaves the campaign in
 * this tab's session storage under this key, and the wizard, arriving, takes it once and starts a
 * fresh flow in it. The two features share the key (features/campaign/campaign-page.tsx), not code.
 */
const campaignStartKey = "campaignStart";
export function takeCampaignStart(): CampaignRef | null {
  try {
    const raw = sessionStorage.getItem(campaignStartKey);
    sessionStorage.removeItem(campaignStartKey);
    const c = raw ? (JSON.parse(raw) as Partial<CampaignRef> | null) : null;
    if (!c || typeof c.slug !== "string" || typeof c.name !== "string" || typeof c.organisation !== "string") {
      return null;
    }
    return {
      slug: c.slug,
      name: c.name,
      organisation: c.organisation,
      talkingPoints: Array.isArray(c.talkingPoints) ? c.talkingPoints.filter((p) => typeof p === "string") : [],
      chamber: c.chamber === "house" || c.chamber === "senate" || c.chamber === "statehouse" ? c.chamber : "both",
      // A state's code, as the campaign's page had it (the server checks the order's members).
      targetState: typeof c.targetState === "string" && /^[A-Z]{2}$/.test(c.targetState) ? c.targetState : null,
      ...(cardFrontIds.includes(c.cardFront as CardFrontId) ? { cardFront: c.cardFront } : {}),
      sponsored: c.sponsored === true,
    };
  } catch {
    return null;
  }
}
