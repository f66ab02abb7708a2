import { sql } from "kysely";
import type { Db } from "../db/database";
import { isMigrated } from "../db/migrate";

export type ReadinessCheck = () => Promise<boolean>;

/** A vendor's state as /readyz on the operations port reports it (it does not make the process unready). */
export interface VendorState {
  vendor: string;
  status: "ok" | "failing" | "unchecked";
  detail: string;
}

/** /readyz: the database answers and is migrated, plus whatever each service registers. */
export function createReadiness(db: Db) {
  const checks = new Map<string, ReadinessCheck>([
    [
      "database",
      async () => {
        await sql`select 1`.execute(db);
        return isMigrated(db);
      },
    ],
  ]);
  let vendors: () => VendorState[] = () => [];
  return {
    /**
     * The mailing vendors' health: reported, but a vendor refusing our token does not take the
     * site out of the load balancer (orders and status pages still work; cards wait or fail).
     */
    registerVendors(read: () => VendorState[]) {
      vendors = read;
    },
    vendors: () => vendors().map(({ vendor, status, detail }) => ({ vendor, status, detail })),
    register(name: string, check: ReadinessCheck) {
      checks.set(name, check);
    },
    async check(): Promise<Record<string, "ok" | "failing">> {
      const entries = await Promise.all(
        [...checks].map(async ([name, fn]) => [name, (await fn().catch(() => false)) ? "ok" : "failing"] as const),
      );
      return Object.fromEntries(entries);
    },
  };
}
