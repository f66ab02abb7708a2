export { suggestAddresses } from "./suggest-addresses";
