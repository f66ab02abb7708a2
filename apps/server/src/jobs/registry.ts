import { cleanupLinkPreviews } from "./cleanup-link-previews";
import type { JobDefinition } from "./queue";
import { refreshLegislators } from "./refresh-legislators";

/** Every background job; each has its own pg-boss queue. */
export const jobDefinitions = [cleanupLinkPreviews, refreshLegislators] as JobDefinition<never>[];
