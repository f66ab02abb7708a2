import type { UserInfo } from "@civic/contracts/payments";
import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";

/** `check-district`: whether the street address lies in the chosen member's district (step 5). */
export function useDistrictCheck(zipCode: string | undefined, representativeId: string, sender: UserInfo | undefined) {
  return useQuery(
    {
      ...functionQuery("check-district", {
        zipCode: zipCode ?? "",
        representativeId,
        address: {
          streetAddress: sender?.streetAddress ?? "",
          city: sender?.city ?? "",
          state: sender?.state ?? "",
          zipCode: sender?.zipCode ?? "",
        },
      }),
      enabled: Boolean(zipCode && representativeId && sender),
    },
    queryClient,
  );
}
