import type { TestProject } from "vitest/node";
import { buildServerIfStale } from "./built-server";
import { startTestPostgres } from "./test-postgres";

/** One real PostgreSQL for the whole run; each test file makes its own database in it (harness.ts). */
export default async function setup(project: TestProject) {
  // Tests that start processes run the built server; built here once, never by two files at once.
  buildServerIfStale();
  const server = await startTestPostgres();
  project.provide("adminDatabaseUrl", server.adminUrl);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
