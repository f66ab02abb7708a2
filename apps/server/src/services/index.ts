import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../observability/logger";
import { createGooglePlacesProvider } from "../providers/addresses/google-places";
import { createLocalAddressProvider } from "../providers/addresses/local-addresses";
import { createLegislatorDirectory } from "./legislators/legislator-directory";
import { createReadiness } from "./readiness";
import { createPublicConfig } from "./site/public-config";

export interface ServiceDeps {
  config: Config;
  db: Db;
  log: Logger;
}

/** The composition root for domain services: each vendor's adapter is chosen here, once. */
export function createServices(deps: ServiceDeps) {
  const readiness = createReadiness(deps.db);
  const legislators = createLegislatorDirectory(deps);
  readiness.register("legislators", async () => legislators.isLoaded());
  const { GOOGLE_MAPS_API_KEY, GOOGLE_PLACES_URL } = deps.config;
  const addresses = GOOGLE_MAPS_API_KEY
    ? createGooglePlacesProvider({ apiKey: GOOGLE_MAPS_API_KEY, baseUrl: GOOGLE_PLACES_URL })
    : createLocalAddressProvider();
  deps.log.info(
    { provider: addresses.kind },
    addresses.kind === "local" ? "address autocomplete: local (test) mode" : "address autocomplete: Google Places",
  );
  return {
    readiness,
    legislators,
    addresses,
    site: { publicConfig: createPublicConfig(deps.config) },
    /** Work each service needs before the first request, and after the last. */
    async start() {
      await legislators.start();
    },
    async stop() {
      legislators.stop();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
