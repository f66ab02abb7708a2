import { buildServerIfStale } from "../apps/server/test/built-server";
import { startTestPostgres } from "../apps/server/test/test-postgres";
import { startAppServer } from "./app-server";

/**
 * One PostgreSQL for the whole run, with a migrated template (each app server gets a copy of it),
 * and the shared app for every spec: local vendors, rate limits off.
 */
export default async function globalSetup() {
  buildServerIfStale();
  const postgres = await startTestPostgres();
  process.env.E2E_ADMIN_DATABASE_URL = postgres.adminUrl;
  const server = await startAppServer({
    // Analytics on the production host goes to a fake capture endpoint the tests intercept.
    POSTHOG_KEY: "phc_e2e_fake_key",
    POSTHOG_HOST: "https://posthog.civic.test",
    RENDER_THREADS: "2",
  });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await postgres.stop();
  };
}
