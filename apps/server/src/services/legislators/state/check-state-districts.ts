import type { CheckStateDistrictsResponse } from "@civic/contracts/state-legislators";
import type { Logger } from "../../../core/logger";
import type { DistrictGeocoder, StreetAddress } from "../../../providers/geocoding";
import type { StateDirectoryIndex } from "./state-directory-index";

/**
 * Which of a ZIP's candidate state districts the street address is in, when a geocoder is
 * configured and a chamber has more than one candidate. A chamber the geocoder cannot settle (no
 * geocoder, a failure, a district of another plan, no match) stays the sender's choice: null.
 */
export async function checkStateDistricts(
  deps: { index: StateDirectoryIndex; geocoder: DistrictGeocoder | null; log: Logger },
  input: { zipCode: string; address: StreetAddress },
): Promise<CheckStateDistrictsResponse> {
  const { index, geocoder, log } = deps;
  const found = index.findByZip(input.zipCode);
  if (!found) return { upper: null, lower: null };
  const only = (list: { id: string }[]) => (list.length === 1 ? list[0]!.id : null);
  const settled = { upper: only(found.upper), lower: only(found.lower) };
  if (!geocoder || (found.upper.length < 2 && found.lower.length < 2)) return settled;
  try {
    const answer = await geocoder.stateDistrictsOf(input.address);
    if (!answer) return settled;
    return {
      upper: settled.upper ?? index.settle(input.zipCode, "upper", answer.upper),
      lower: settled.lower ?? index.settle(input.zipCode, "lower", answer.lower),
    };
  } catch (err) {
    log.warn(
      { geocoder: geocoder.name, reason: (err as Error).message },
      "state district check failed; the sender chooses",
    );
    return settled;
  }
}
