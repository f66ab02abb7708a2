import type { UserInfo } from "@civic/contracts/payments";
import type { CheckStateDistrictsResponse, LookupStateLegislatorsResponse } from "@civic/contracts/state-legislators";
import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";

const UNSETTLED: CheckStateDistrictsResponse = { upper: null, lower: null };

/**
 * The ZIP's candidate districts in each chamber of its state's legislature, every member of each,
 * and the district the sender's street address settles in a chamber (`check-state-districts`, when
 * a geocoder is configured; null where the sender chooses).
 */
export function useStateLegislators(
  zipCode: string | undefined,
  sender: UserInfo | undefined,
  { enabled = true } = {},
) {
  const query = useQuery(
    {
      ...functionQuery("lookup-state-legislators", { zipCode: zipCode ?? "" }),
      enabled: enabled && Boolean(zipCode),
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
  const check = useQuery(
    {
      ...functionQuery("check-state-districts", {
        zipCode: zipCode ?? "",
        address: {
          streetAddress: sender?.streetAddress ?? "",
          city: sender?.city ?? "",
          state: sender?.state ?? "",
          zipCode: sender?.zipCode ?? "",
        },
      }),
      enabled: enabled && Boolean(zipCode && sender?.streetAddress),
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
  // The address's answer is awaited, so no choice is asked for a moment and then taken away.
  const checking = check.isPending && check.fetchStatus !== "idle";
  const found: LookupStateLegislatorsResponse | undefined = checking ? undefined : query.data;
  return {
    status: query.isError ? ("error" as const) : found ? ("ready" as const) : ("loading" as const),
    found,
    settled: check.data ?? UNSETTLED,
    retry: () => void query.refetch(),
  };
}
