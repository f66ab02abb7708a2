// The test PostgreSQL for a whole `npm test` (scripts/test.mjs): started with its template
// (apps/server/test/test-postgres.ts), its superuser address printed on a line of its own
// (`CIVIC_TEST_POSTGRES_URL=…`), stopped when stdin closes. Both test phases then use it instead of making their own.
import { startTestPostgres } from "../apps/server/test/test-postgres";

const server = await startTestPostgres();
const stop = async (code: number) => {
  await server.stop();
  process.exit(code);
};
process.stdout.write(`CIVIC_TEST_POSTGRES_URL=${server.adminUrl}\n`);
process.stdin.on("end", () => stop(0)).resume();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(1));
