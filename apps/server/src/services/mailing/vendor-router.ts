import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { MailingVendor, MailingVendorName } from "../../providers/mailing";
import type { createVendorHealth } from "./vendor-health";

/** Calls in a row that did not get a card through before a vendor is skipped for a while. */
const FAILURES_TO_OPEN = 3;
const OPEN_FOR_MS = 60_000;

interface Breaker {
  failures: number;
  openUntil: number;
}

export interface VendorState {
  vendor: MailingVendorName;
  paused: { by: string; reason: string; at: string } | null;
  breaker: "closed" | "open" | "half_open";
  failuresInARow: number;
}

/**
 * Which vendor a new card goes to: the first of MAILING_VENDORS that no operator paused, whose
 * credentials check does not fail, and whose circuit breaker is not open. The breaker opens after
 * 3 calls in a row that did not get a card through (not sent, or outcome unknown) and stays open a
 * minute; then the vendor's credentials check is the probe (no card is risked on it), and a pass
 * lets the next card through, one failure from opening again. Breakers are per process (each
 * learns from its own calls); pauses are in PostgreSQL, for every process.
 */
export function createVendorRouter(deps: {
  db: Db;
  log: Logger;
  vendors: MailingVendor[];
  health: ReturnType<typeof createVendorHealth>;
}) {
  const breakers = new Map<MailingVendorName, Breaker>(
    deps.vendors.map((v) => [v.name, { failures: 0, openUntil: 0 }]),
  );
  const breakerOf = (name: MailingVendorName) => breakers.get(name) ?? { failures: 0, openUntil: 0 };

  const pauses = () =>
    deps.db.selectFrom("mailing_vendor_pauses").select(["vendor", "paused_by", "reason", "paused_at"]).execute();

  return {
    vendors: deps.vendors,
    byName: (name: string | null) => deps.vendors.find((v) => v.name === name),

    /** The vendor for the next card, or null when none can take one now (the job retries later). */
    async choose(): Promise<MailingVendor | null> {
      // The first credentials check may still be running at start: a card waits for its answer.
      if (deps.health.current().some((h) => h.status === "unchecked")) await deps.health.check();
      const paused = new Set((await pauses()).map((p) => p.vendor));
      const health = new Map(deps.health.current().map((h) => [h.vendor, h.status]));
      for (const vendor of deps.vendors) {
        if (paused.has(vendor.name) || health.get(vendor.name) === "failing") continue;
        const breaker = breakerOf(vendor.name);
        if (breaker.failures >= FAILURES_TO_OPEN) {
          if (Date.now() < breaker.openUntil) continue;
          const probe = vendor.authenticate ? await vendor.authenticate() : { ok: true as const };
          if (!probe.ok) {
            breaker.openUntil = Date.now() + OPEN_FOR_MS;
            continue;
          }
          breaker.failures = FAILURES_TO_OPEN - 1;
          deps.log.info({ vendor: vendor.name }, "mailing vendor's probe passed; trying a card");
        }
        return vendor;
      }
      return null;
    },

    /** The outcome of an order call: a card through (or refused: the vendor answered), or not. */
    record(vendor: MailingVendorName, through: boolean) {
      const breaker = breakerOf(vendor);
      if (through) {
        breaker.failures = 0;
        return;
      }
      breaker.failures++;
      if (breaker.failures >= FAILURES_TO_OPEN) {
        if (Date.now() >= breaker.openUntil) {
          deps.log.warn({ vendor, failures: breaker.failures }, "mailing vendor skipped for a while (circuit open)");
        }
        breaker.openUntil = Date.now() + OPEN_FOR_MS;
      }
    },

    async states(): Promise<VendorState[]> {
      const paused = new Map((await pauses()).map((p) => [p.vendor, p]));
      return deps.vendors.map((v) => {
        const breaker = breakerOf(v.name);
        const pause = paused.get(v.name);
        return {
          vendor: v.name,
          paused: pause
            ? { by: pause.paused_by, reason: pause.reason, at: new Date(pause.paused_at).toISOString() }
            : null,
          breaker:
            breaker.failures < FAILURES_TO_OPEN ? "closed" : Date.now() < breaker.openUntil ? "open" : "half_open",
          failuresInARow: breaker.failures,
        };
      });
    },

    /** An operator's pause: false when it was paused already. */
    async pause(vendor: string, by: string, reason: string) {
      const row = await deps.db
        .insertInto("mailing_vendor_pauses")
        .values({ vendor, paused_by: by, reason })
        .onConflict((oc) => oc.column("vendor").doNothing())
        .returning("vendor")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** False when it was not paused. */
    async resume(vendor: string) {
      const row = await deps.db
        .deleteFrom("mailing_vendor_pauses")
        .where("vendor", "=", vendor)
        .returning("vendor")
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type VendorRouter = ReturnType<typeof createVendorRouter>;
