import type { Logger } from "../../core/logger";
import type { MailingVendor, MailingVendorName } from "../../providers/mailing";

export interface VendorHealth {
  vendor: MailingVendorName;
  /** ok: the vendor accepts our credentials; failing: it does not, or cannot be reached; unchecked: not asked yet. */
  status: "ok" | "failing" | "unchecked";
  detail: string;
  testMode: boolean;
  checkedAt: string | null;
}

/**
 * Whether each mailing vendor takes our credentials (IgnitePost's GET /authenticate), asked at
 * start and again at most once a minute when someone looks. Kept per process; a failure is said
 * (logs, /readyz on the operations port, the console), never thrown: the rest of the site works on.
 */
export function createVendorHealth(deps: { log: Logger; vendors: MailingVendor[] }) {
  const state = new Map<MailingVendorName, VendorHealth>(
    deps.vendors.map((v) => [
      v.name,
      {
        vendor: v.name,
        status: v.authenticate ? "unchecked" : "ok",
        detail: v.authenticate ? "Not checked yet." : "Built in.",
        testMode: v.testMode,
        checkedAt: null,
      },
    ]),
  );
  let lastCheck = 0;
  let running: Promise<void> | null = null;

  async function check() {
    lastCheck = Date.now();
    await Promise.all(
      deps.vendors.map(async (v) => {
        if (!v.authenticate) return;
        const answer = await v.authenticate();
        const previous = state.get(v.name);
        const next: VendorHealth = {
          vendor: v.name,
          status: answer.ok ? "ok" : "failing",
          detail: answer.ok ? `Signed in as ${answer.account}.` : answer.reason,
          testMode: v.testMode,
          checkedAt: new Date().toISOString(),
        };
        state.set(v.name, next);
        if (!answer.ok && previous?.status !== "failing") {
          deps.log.error({ vendor: v.name, reason: answer.reason }, "mailing vendor refuses our credentials");
        }
      }),
    );
  }

  return {
    /** Asks every vendor now (at start); never throws. */
    check: () => {
      running ??= check().finally(() => {
        running = null;
      });
      return running;
    },
    /** The last known health; older than a minute, a new check starts in the background. */
    current(): VendorHealth[] {
      if (Date.now() - lastCheck > 60_000 && !running) {
        running = check().finally(() => {
          running = null;
        });
      }
      return [...state.values()];
    },
  };
}
