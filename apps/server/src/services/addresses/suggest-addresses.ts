import type { AddressPrediction } from "@civic/contracts/addresses";
import type { Logger } from "../../core/logger";
import type { AddressAutocompleteProvider, AddressQuery } from "../../providers/addresses";

/** Suggestions for step 4; a vendor failure gives none (wizard.md §8), logged without the address. */
export async function suggestAddresses(
  provider: AddressAutocompleteProvider,
  query: AddressQuery,
  log: Logger,
): Promise<{ status: "OK" | "ZERO_RESULTS"; predictions: AddressPrediction[] }> {
  let predictions: AddressPrediction[] = [];
  try {
    predictions = await provider.suggest(query);
  } catch (err) {
    log.warn({ provider: provider.kind, err: (err as Error).message }, "address autocomplete failed");
  }
  return { status: predictions.length ? "OK" : "ZERO_RESULTS", predictions };
}
