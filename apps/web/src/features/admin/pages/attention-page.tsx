import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { queryClient } from "@/lib/queries";
import { adminQueries } from "../api/admin-api";
import { label, when } from "../components/format";
import { Badge, Loading, Notice, PageTitle } from "../components/ui";

/** Stalled cards, refunds the provider has not taken, mismatched payments, failed jobs, refused webhooks. */
export function AttentionPage() {
  const { data, error } = useQuery({ ...adminQueries.attention(), refetchInterval: 60_000 }, queryClient);
  useEffect(() => {
    document.title = "Needs attention · Console";
  }, []);
  if (error) return <Notice tone="error">{error.message}</Notice>;
  if (!data) return <Loading />;
  return (
    <>
      <PageTitle>Needs attention</PageTitle>
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
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
