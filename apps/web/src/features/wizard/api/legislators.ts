import { functionQuery, queryClient } from "@/lib/queries";

/**
 * Step 1's lookup. The landing imports this module when the form is sent, so TanStack Query stays
 * out of the landing's first load; a ZIP looked up before (Back from step 2) answers from the cache.
 */
export function fetchRepresentatives(zipCode: string) {
  return queryClient.fetchQuery(functionQuery("lookup-legislators", { zipCode, includeSenatorsAndReps: false }));
}
