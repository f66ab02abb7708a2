import type { CardFrontId } from "@civic/contracts/card-fronts";
import type { OfficeKind } from "@civic/contracts/card-text";
import type { Legislator } from "@civic/contracts/legislators";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { sendOptionForCount } from "@civic/contracts/pricing";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import type { PostcardData } from "../../state/postcard-data";

/** The testing aid of site.md §4, read from the page's query when Continue is pressed. */
function simulation(): Pick<CreatePaymentRequest, "simulateFailure" | "simulatedFailed"> {
  const query = new URLSearchParams(window.location.search);
  if (query.get("simulate_failure") !== "1") return {};
  const failed = Number.parseInt(query.get("simulate_failed") ?? "", 10);
  return {
    simulateFailure: true,
    ...(Number.isInteger(failed) ? { simulatedFailed: Math.min(3, Math.max(0, failed)) } : {}),
  };
}

/**
 * What checkout sends to create-payment (or, for a sponsored campaign, to claim its cards): the
 * cards' recipients as chosen, the stored message and return address. Null when the message or
 * the return address is missing (the sender must go back for them).
 */
export function orderRequest({
  stored,
  recipients,
  stateMembers,
  email,
  office,
  front,
}: {
  stored: PostcardData;
  recipients: Legislator[];
  stateMembers: StateLegislator[];
  email: string;
  office: OfficeKind;
  front: CardFrontId | undefined;
}) {
  const { userInfo, finalMessage } = stored;
  if (!userInfo || !finalMessage) return null;
  const sendOption = sendOptionForCount(recipients.length);
  const order = {
    sendOption,
    email,
    fullName: userInfo.fullName,
    ...simulation(),
    postcardData: {
      userInfo,
      representative: recipients.find((r) => r.type === "representative") ?? null,
      senators: recipients.filter((r) => r.type === "senator"),
      stateLegislators: stateMembers.map((m) => ({ id: m.id })),
      finalMessage,
      draftId: stored.draftId ?? null,
      zipCode: stored.zipCode,
      office,
      // The front step 5 previewed.
      ...(front ? { front } : {}),
    },
  } satisfies CreatePaymentRequest;
  const campaign = stored.campaign
    ? { slug: stored.campaign.slug, shareWithOrganisation: stored.shareWithOrganisation === true }
    : undefined;
  return { order, campaign };
}
