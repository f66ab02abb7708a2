import { US_STATES } from "@civic/contracts/address-parsing";
import type { CampaignChamber } from "@civic/contracts/campaigns";
import { errorCodes } from "@civic/contracts/errors";
import type { Legislator } from "@civic/contracts/legislators";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { AppError } from "../../core/app-error";
import type { LegislatorDirectory } from "../legislators";

const chamberRefusal = (message: string) => new AppError(409, errorCodes.campaignChamber, message);

/**
 * A campaign's cards go where the campaign asks and the sender votes: only to its chamber (a
 * statehouse campaign: to state legislators, of its one state when it names one), and only to the
 * sender's own members as the directories find them for their ZIP code. Otherwise a House-only
 * budget would pay for Senate cards, and one state's senders for another state's senators. (The
 * state members were already checked against the ZIP's districts by `resolveStateRecipients`.)
 */
export function assertCampaignRecipients(
  legislators: LegislatorDirectory,
  campaign: { chamber: CampaignChamber; targetState?: string | null },
  sender: { zipCode?: string; userInfo: { zipCode: string } },
  recipients: { legislator?: Legislator; stateMember?: StateLegislator; position: number }[],
) {
  if (campaign.chamber === "statehouse") {
    // Decision 0125: a statehouse campaign's cards are to state legislators only.
    for (const { stateMember } of recipients) {
      if (!stateMember) {
        throw chamberRefusal("This campaign writes to state legislators only: choose your state legislators.");
      }
      if (campaign.targetState && stateMember.state !== campaign.targetState) {
        const name = US_STATES[campaign.targetState] ?? campaign.targetState;
        throw chamberRefusal(`This campaign writes to ${name}'s state legislators only.`);
      }
    }
    return;
  }
  for (const { legislator } of recipients) {
    if (!legislator) {
      throw chamberRefusal("This campaign writes to Congress only: choose your members of Congress.");
    }
    const senate = legislator.type === "senator";
    if ((campaign.chamber === "house" && senate) || (campaign.chamber === "senate" && !senate)) {
      throw chamberRefusal(
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
