import type { LookupStateLegislatorsResponse } from "@civic/contracts/state-legislators";
import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";

/** The ZIP's candidate districts in each chamber of its state's legislature, every member of each. */
export function useStateLegislators(zipCode: string | undefined, { enabled = true } = {}) {
  const query = useQuery(
    {
      ...functionQuery("lookup-state-legislators", { zipCode: zipCode ?? "" }),
      enabled: enabled && Boolean(zipCode),
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
  const found: LookupStateLegislatorsResponse | undefined = query.data;
  return {
    status: query.isSuccess ? ("ready" as const) : query.isError ? ("error" as const) : ("loading" as const),
    found,
    retry: () => void query.refetch(),
  };
}
