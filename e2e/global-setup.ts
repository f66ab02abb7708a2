import { startAppServer } from "./app-server";

/** The shared app for every spec: local vendors, rate limits off. */
export default async function globalSetup() {
  const server = await startAppServer({
    // Analytics on the production host goes to a fake capture endpoint the tests intercept.
    POSTHOG_KEY: "phc_e2e_fake_key",
    POSTHOG_HOST: "https://posthog.civic.test",
  });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
