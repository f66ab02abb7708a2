import { useQuery } from "@tanstack/react-query";
import { functionQuery, queryClient } from "@/lib/queries";

/**
 * `address-autocomplete`: US street addresses for what was typed, near the sender's ZIP, in one
 * Places session per search. Asked only when `enabled`.
 */
export function useAddressSuggestions(
  input: string,
  { zipCode, sessionToken, enabled }: { zipCode?: string; sessionToken: string; enabled: boolean },
) {
  return useQuery(
    {
      ...functionQuery("address-autocomplete", {
        input,
        types: "address",
        componentRestrictions: { country: "us" },
        zipCode,
        sessionToken,
      }),
      enabled,
    },
    queryClient,
  );
}
