import type { Legislator } from "@civic/contracts/legislators";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { functionQuery, queryClient } from "@/lib/queries";

type SenatorsStatus = "loading" | "ready" | "error";

/**
 * The senators for the sender's ZIP (the spec's senators helper, `lookup-senators`), vacant seats
 * left out; `ended`: the senators whose term ended with no successor in the directory, to say so.
 * One cached query for the preview (a vacant House seat) and the checkout.
 */
export function useSenators(zipCode: string | undefined, { enabled = true } = {}) {
  const query = useQuery(
    {
      ...functionQuery("lookup-senators", { zipCode: zipCode ?? "" }),
      enabled: enabled && Boolean(zipCode),
      select: (r) => r.senators,
    },
    queryClient,
  );
  const status: SenatorsStatus = !zipCode ? "error" : query.isError ? "error" : query.isSuccess ? "ready" : "loading";
  // Kept between renders: the checkout's effects depend on the senators' identity.
  const { senators, ended } = useMemo(() => {
    const all: Legislator[] = query.data ?? [];
    return { senators: all.filter((s) => !s.vacant), ended: all.filter((s) => s.termEnded) };
  }, [query.data]);
  return { status, senators, ended, retry: () => void query.refetch() };
}
