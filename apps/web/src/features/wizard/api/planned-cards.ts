import type { OfficeKind, PlannedCard } from "@civic/contracts/card-text";
import type { UserInfo } from "@civic/contracts/payments";
import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";

export type PlannedCards = { status: "loading" } | { status: "ready"; cards: PlannedCard[] } | { status: "error" };

/** The return address as the card functions take it (empty until the sender has typed it). */
export function senderOfCard(sender: UserInfo | undefined): UserInfo {
  return {
    fullName: sender?.fullName ?? "",
    streetAddress: sender?.streetAddress ?? "",
    city: sender?.city ?? "",
    state: sender?.state ?? "",
    zipCode: sender?.zipCode ?? "",
  };
}

/**
 * Each recipient's card as the server will write it (`preview-cards`): greeting, body, sign-off,
 * the office it goes to, and any other member its body names. The same planning stores the order.
 */
export function usePlannedCards(
  message: string | undefined,
  sender: UserInfo | undefined,
  recipientIds: string[],
  office: OfficeKind,
) {
  const query = useQuery(
    {
      ...functionQuery("preview-cards", {
        message: message ?? "",
        sender: senderOfCard(sender),
        recipientIds,
        office,
      }),
      enabled: Boolean(sender && message !== undefined && recipientIds.length > 0),
    },
    queryClient,
  );
  const state: PlannedCards = query.isSuccess
    ? { status: "ready", cards: query.data.cards }
    : query.isError && !query.isFetching
      ? { status: "error" }
      : { status: "loading" };
  // `writing`: the cards are being asked for now (a query without a message or sender never is).
  return { ...state, writing: state.status === "loading" && query.isFetching, retry: () => void query.refetch() };
}
