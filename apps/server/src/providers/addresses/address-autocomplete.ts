import type { AddressPrediction } from "@civic/contracts/addresses";

export interface AddressQuery {
  input: string;
  /** The sender's ZIP from step 1: suggestions near it come first. */
  zipCode?: string;
  /** Groups one person's keystrokes into one billed Places session. */
  sessionToken?: string;
}

/** Street-address suggestions in the US; throws on a vendor failure (the service turns that into none). */
export interface AddressAutocompleteProvider {
  readonly kind: "google" | "local";
  suggest(query: AddressQuery): Promise<AddressPrediction[]>;
}
