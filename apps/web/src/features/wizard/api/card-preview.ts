import type { CardFrontId } from "@civic/contracts/card-fronts";
import type { OfficeKind } from "@civic/contracts/card-text";
import type { UserInfo } from "@civic/contracts/payments";
import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";
import { senderOfCard } from "./planned-cards";

/** `render-card-preview`: the two sides of one recipient's card as it will be written (step 5). */
export function useCardPreview(
  message: string | undefined,
  sender: UserInfo | undefined,
  recipientId: string | undefined,
  office: OfficeKind,
  front: CardFrontId | undefined,
) {
  return useQuery(
    {
      ...functionQuery("render-card-preview", {
        message: message ?? "",
        sender: senderOfCard(sender),
        recipientId: recipientId ?? "",
        office,
        ...(front ? { front } : {}),
      }),
      enabled: Boolean(sender && recipientId),
    },
    queryClient,
  );
}
