import type { CampaignChamber } from "@civic/contracts/campaigns";

/** What the wizard carries of a campaign through every step ("Part of: …"). */
export interface CampaignRef {
  slug: string;
  name: string;
  organisation: string;
  talkingPoints: string[];
  chamber: CampaignChamber;
}

/**
 * The hand-over from a campaign's page (/c/{slug}) to the wizard: "Write your postcard" leaves the
 * campaign here, and the wizard, arriving, takes it once and starts a fresh flow in it. In this
 * tab's session storage, so the two features share a key, not code.
 */
const KEY = "campaignStart";

export function leaveCampaignStart(campaign: CampaignRef) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(campaign));
  } catch (err) {
    console.error("Could not hand the campaign to the wizard", err);
  }
}

export function takeCampaignStart(): CampaignRef | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const c = raw ? (JSON.parse(raw) as Partial<CampaignRef> | null) : null;
    if (!c || typeof c.slug !== "string" || typeof c.name !== "string" || typeof c.organisation !== "string") {
      return null;
    }
    return {
      slug: c.slug,
      name: c.name,
      organisation: c.organisation,
      talkingPoints: Array.isArray(c.talkingPoints) ? c.talkingPoints.filter((p) => typeof p === "string") : [],
      chamber: c.chamber === "house" || c.chamber === "senate" ? c.chamber : "both",
    };
  } catch {
    return null;
  }
}
