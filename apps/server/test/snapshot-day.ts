/**
 * The day the bundled directory snapshot was taken (apps/server/data/congress/README.md), at noon
 * Eastern: every member in it sat. Tests and their server processes start their clock here.
 */
export const SNAPSHOT_DAY = "2026-06-15T16:00:00Z";
