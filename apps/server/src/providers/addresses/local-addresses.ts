import { createHash } from "node:crypto";
import { capitalizeWords, splitUnit } from "@civic/contracts/address-parsing";
import type { AddressPrediction } from "@civic/contracts/addresses";
import zipcodes from "zipcodes";
import type { AddressAutocompleteProvider, AddressQuery } from "./address-autocomplete";

/** USPS suffix abbreviations (Pub. 28) for the spellings people type most. */
const SUFFIXES: Record<string, string> = {
  st: "St",
  street: "St",
  ave: "Ave",
  avenue: "Ave",
  av: "Ave",
  rd: "Rd",
  road: "Rd",
  dr: "Dr",
  drive: "Dr",
  blvd: "Blvd",
  boulevard: "Blvd",
  ln: "Ln",
  lane: "Ln",
  ct: "Ct",
  court: "Ct",
  way: "Way",
  pl: "Pl",
  place: "Pl",
  pkwy: "Pkwy",
  parkway: "Pkwy",
  hwy: "Hwy",
  highway: "Hwy",
  cir: "Cir",
  circle: "Cir",
  ter: "Ter",
  terrace: "Ter",
  trl: "Trl",
  trail: "Trl",
  loop: "Loop",
  sq: "Sq",
  square: "Sq",
};
const DIRECTIONS = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw"]);
/** Offered when the typed line has no suffix yet, most common first. */
const LIKELY_SUFFIXES = ["St", "Ave", "Rd", "Dr"];

function tidyStreet(line: string): string {
  return capitalizeWords(line)
    .split(" ")
    .map((w) =>
      DIRECTIONS.has(w.toLowerCase()) ? w.toUpperCase() : /^\d+(st|nd|rd|th)$/i.test(w) ? w.toLowerCase() : w,
    )
    .join(" ");
}

/**
 * The embedded default, for running with no maps account: it cannot know real streets, so it
 * completes what was typed ("123 main" → "123 Main St") in the city and state of the sender's ZIP.
 * A line without a house number is not an address yet, so it gets no suggestions.
 */
export function createLocalAddressProvider(): AddressAutocompleteProvider {
  return {
    kind: "local",
    async suggest({ input, zipCode }: AddressQuery): Promise<AddressPrediction[]> {
      const place = zipCode ? zipcodes.lookup(zipCode) : undefined;
      const { street, unit } = splitUnit(input.split(",")[0] ?? "");
      if (!place || !/^\d+[a-z]?\s+\S/i.test(street)) return [];
      const words = tidyStreet(street).split(" ");
      const last = words.at(-1)!.toLowerCase();
      const suffix = SUFFIXES[last];
      const lines = suffix
        ? [[...words.slice(0, -1), suffix].join(" ")]
        : LIKELY_SUFFIXES.map((s) => `${words.join(" ")} ${s}`);
      return lines.map((line) => {
        const mainText = unit ? `${line} ${unit}` : line;
        const description = `${mainText}, ${place.city}, ${place.state} ${place.zip}, USA`;
        const placeId = `local-${createHash("sha256").update(description).digest("hex").slice(0, 24)}`;
        return { description, place_id: placeId, structured_formatting: { main_text: mainText } };
      });
    },
  };
}
