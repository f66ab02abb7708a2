import { startAppServer } from "./app-server";

/** The shared app for every spec: local vendors, rate limits off. */
export default async function globalSetup() {
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
