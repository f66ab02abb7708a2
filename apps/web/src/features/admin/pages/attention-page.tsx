import type { AdminActionResponse, AttentionItem } from "@civic/contracts/admin";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { ConfirmAction } from "../components/confirm-action";
import { label, when } from "../components/format";
import { Badge, Loading, Notice, PageTitle } from "../components/ui";

/** Cards whose outcome is unknown, stalled cards, refunds the provider has not taken, mismatched payments, failed jobs, refused webhooks. */
export function AttentionPage() {
  const [answer, setAnswer] = useState<AdminActionResponse | null>(null);
  const { data, error } = useQuery({ ...adminQueries.attention(), refetchInterval: 60_000 }, queryClient);
  useEffect(() => {
    document.title = "Needs attention · Console";
  }, []);
  if (error) return <Notice tone="error">{error.message}</Notice>;
  if (!data) return <Loading />;
  return (
    <>
      <PageTitle>Needs attention</PageTitle>
      {answer ? (
        <div className="mb-4">
          <Notice tone={answer.result === "succeeded" || answer.result === "no_change" ? "info" : "error"}>
            {answer.message}
          </Notice>
        </div>
      ) : null}
      {data.length === 0 ? (
        <p className="rounded-2xl border border-ink/10 bg-white p-5">Nothing needs attention right now.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((item) => (
            <li
              key={`${item.kind}-${item.title}-${item.since}`}
              className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm"
            >
              <div className="mb-1 flex flex-wrap items-center gap-2">
                <Badge value={label(item.kind)} />
                <span className="text-xs text-ink/75">since {when(item.since)}</span>
              </div>
              <p className="font-semibold">
                {item.orderId ? (
                  <Link to={`/admin/orders/${item.orderId}`} className="underline underline-offset-4">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="text-sm text-ink/80">{item.detail}</p>
              {item.kind === "outcome_unknown" && item.cardId ? (
                <UnknownOutcomeActions item={item} onDone={setAnswer} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The two ways an operator ends an unknown outcome, after looking at the vendor's own dashboard. */
function UnknownOutcomeActions({
  item,
  onDone,
}: {
  item: AttentionItem;
  onDone: (answer: AdminActionResponse) => void;
}) {
  const vendor = item.vendor ?? "The vendor";
  const cardId = item.cardId as string;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <ConfirmAction
        onDone={onDone}
        spec={{
          kind: "vendor-has-it",
          targetId: cardId,
          label: `${vendor} has it`,
          confirmLabel: `${vendor} has it`,
          title: `${vendor} has this card?`,
          description: `Enter ${vendor}'s order id for it. We fetch that order from ${vendor} and count the card as ordered only if it is this card.`,
          vendorOrderId: { label: `${vendor}'s order id` },
        }}
      />
      <ConfirmAction
        onDone={onDone}
        spec={{
          kind: "send-again",
          targetId: cardId,
          label: "Send it again",
          title: "Send this card again?",
          description: `Only when ${vendor}'s dashboard shows no order for it: otherwise it will be written and mailed twice.`,
          danger: true,
        }}
      />
    </div>
  );
}
