export { checkDistrict } from "./check-district";
export { loadDirectoryFreshness } from "./directory-freshness";
export type { DirectoryIndex } from "./directory-index";
export { findLegislatorsByZip } from "./find-legislators";
export { refreshLegislatorsJob } from "./jobs";
export { createLegislatorDirectory, type LegislatorDirectory } from "./legislator-directory";
export { withoutMemberNames } from "./member-mentions";
export { nearestHomeOffice } from "./offices";
export { refreshIsDue } from "./refresh-schedule";
