import type { Legislator } from "@civic/contracts/legislators";
import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";

type SenatorsStatus = "loading" | "ready" | "error";

/**
 * The senators for the sender's ZIP (the spec's senators helper, `lookup-senators`), vacant seats
 * left out. One cached query for the preview (a vacant House seat) and the checkout.
 */
export function useSenators(zipCode: string | undefined, { enabled = true } = {}) {
  const query = useQuery(
    {
      ...functionQuery("lookup-senators", { zipCode: zipCode ?? "" }),
      enabled: enabled && Boolean(zipCode),
      select: (r): Legislator[] => r.senators.filter((s) => !s.vacant),
    },
    queryClient,
  );
  const status: SenatorsStatus = !zipCode ? "error" : query.isError ? "error" : query.isSuccess ? "ready" : "loading";
  return { status, senators: query.data ?? [], retry: () => void query.refetch() };
}
