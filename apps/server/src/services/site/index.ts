export { analyticsOn, createPublicConfig } from "./public-config";
export { createSiteUrls, type SiteUrls } from "./site-urls";
