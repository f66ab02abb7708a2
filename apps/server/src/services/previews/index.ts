export { type AddressPolicy, publicAddressesOnly } from "./address-policy";
export { cleanupLinkPreviewsJob } from "./jobs";
export { createLinkPreviews } from "./link-previews";
export { SafeFetchError } from "./safe-fetch";
