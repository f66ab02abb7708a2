export type { AddressAutocompleteProvider, AddressQuery } from "./address-autocomplete";
export { createGooglePlacesProvider } from "./google-places";
export { createLocalAddressProvider } from "./local-addresses";
