import { startAnalytics } from "./analytics";
import { startErrorReporting } from "./error-reporting";
import { loadPublicConfig } from "./public-config";

/** Starts error reporting and analytics as the host's configuration allows (loaded after the page). */
export async function startObservability(): Promise<void> {
  const config = await loadPublicConfig();
  await Promise.all([startErrorReporting(config), startAnalytics(config)]);
}
