import { formatDollars, PER_CARD_CENTS } from "@civic/contracts/pricing";
import { useQuery } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { queryClient } from "@/lib/queries";
import { organizeQueries } from "../api/organize-api";

const cardsWord = (v: number) => `${v.toLocaleString("en-US")} unused prepaid ${v === 1 ? "card" : "cards"}`;

/** What closing refunds: the prepaid cards left, at the price they were bought at. */
function closingRefund(remainingCards: number) {
  return remainingCards > 0
    ? `${cardsWord(remainingCards)} will be refunded: ${formatDollars(remainingCards * PER_CARD_CENTS)} back to your card.`
    : "";
}

/**
 * "Close the campaign" is for good and refunds what is left, so it asks first and says what it
 * will do (WCAG 3.3.4). Cancel is the focused default; Radix returns focus to the button on cancel.
 */
export function CloseCampaign({
  campaignId,
  pending,
  onConfirm,
}: {
  campaignId: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { data: budget } = useQuery(organizeQueries.budget(campaignId), queryClient);
  const refund = closingRefund(budget?.remainingCards ?? 0);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={pending}>
          Close the campaign
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto rounded-t-3xl bg-paper p-5 text-ink shadow-2xl outline-none md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl">
          <AlertDialog.Title className="mb-2 text-xl font-bold">Close the campaign for good?</AlertDialog.Title>
          <AlertDialog.Description className="mb-4">
            Its link stops taking postcards and it cannot go live again. {refund}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Keep it open</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Yes, close the campaign
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
