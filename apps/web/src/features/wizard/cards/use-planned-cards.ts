import type { OfficeKind, PlannedCard } from "@civic/contracts/card-text";
import type { UserInfo } from "@civic/contracts/payments";
import { useEffect, useState } from "react";
import { invoke } from "@/lib/api-client";

export type PlannedCards = { status: "loading" } | { status: "ready"; cards: PlannedCard[] } | { status: "error" };

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
  const [state, setState] = useState<PlannedCards>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const ids = recipientIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: ids stands for recipientIds; attempt retries.
  useEffect(() => {
    if (!sender || message === undefined || ids === "") return;
    const controller = new AbortController();
    setState({ status: "loading" });
    const { fullName, streetAddress, city, state: st, zipCode } = sender;
    invoke(
      "preview-cards",
      {
        message,
        sender: { fullName, streetAddress, city, state: st, zipCode },
        recipientIds: ids.split(","),
        office,
      },
      { signal: controller.signal },
    )
      .then((r) => setState({ status: "ready", cards: r.cards }))
      .catch((err: Error) => {
        if (err.name !== "AbortError") setState({ status: "error" });
      });
    return () => controller.abort();
  }, [message, sender, ids, office, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
