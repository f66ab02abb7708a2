import type { CampaignChamber } from "@civic/contracts/campaigns";
import { errorCodes } from "@civic/contracts/errors";
import type { Legislator } from "@civic/contracts/legislators";
import { AppError } from "../../core/app-error";
import type { LegislatorDirectory } from "../legislators";

/**
 * A campaign's cards go where the campaign asks and the sender votes: only to its chamber, and only
 * to the sender's own members as the directory finds them for their ZIP code. Otherwise a House-only
 * budget would pay for Senate cards, and one state's senders for another state's senators.
 */
export function assertCampaignRecipients(
  legislators: LegislatorDirectory,
  campaign: { chamber: CampaignChamber },
  sender: { zipCode?: string; userInfo: { zipCode: string } },
  recipients: { legislator?: Legislator; position: number }[],
) {
  for (const { legislator } of recipients) {
    // A campaign writes to Congress: targeting a statehouse is not built yet (issue 37).
    if (!legislator) {
      throw new AppError(
        409,
        errorCodes.campaignChamber,
        "This campaign writes to Congress only: choose your members of Congress.",
      );
    }
    const senate = legislator.type === "senator";
    if ((campaign.chamber === "house" && senate) || (campaign.chamber === "senate" && !senate)) {
      throw new AppError(
        409,
        errorCodes.campaignChamber,
        `This campaign writes to the ${campaign.chamber === "house" ? "House" : "Senate"} only: choose your ${campaign.chamber === "house" ? "representative" : "senators"}.`,
      );
    }
  }
  // The ZIP code the lookup was asked for, else the return address's.
  const found = legislators.index.findByZip((sender.zipCode || sender.userInfo.zipCode).slice(0, 5));
  const own = new Set([...(found?.representatives ?? []), ...(found?.senators ?? [])].map((l) => l.id));
  if (recipients.some(({ legislator }) => !legislator || !own.has(legislator.id))) {
    throw new AppError(
      409,
      errorCodes.notYourMembers,
      "A campaign's postcards go to your own members of Congress: choose them from your ZIP code.",
    );
  }
}
