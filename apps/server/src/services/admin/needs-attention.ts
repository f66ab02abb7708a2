import type { AttentionItem } from "@civic/contracts/admin";
import type { Db } from "../../db/database";
import { ordersNeedingAttention } from "../orders";
import { loadFailedJobs } from "./overview";

const HOUR_MS = 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What an operator should look at now, most urgent kinds first. */
export async function loadNeedsAttention(db: Db): Promise<AttentionItem[]> {
  const now = Date.now();
  const orders = await ordersNeedingAttention(db);
  const rejected = await db
    .selectFrom("webhook_rejections")
    .select(["provider", "status", "reason"])
    .select((eb) => [eb.fn.sum<number>("count").as("n"), eb.fn.max("received_at").as("last")])
    .where("received_at", ">", new Date(now - 7 * 24 * HOUR_MS))
    .groupBy(["provider", "status", "reason"])
    .orderBy("last", "desc")
    .execute();

  const failedJobs = await loadFailedJobs(db, 50);

  return [
    ...orders,
    ...failedJobs.map((j) => ({
      kind: "failed_job" as const,
      title: `Job ${j.name} failed`,
      detail: j.error ?? "No error message.",
      since: j.failedAt,
      orderId: null,
      orderNumber: null,
    })),
    ...rejected.map((w) => ({
      kind: "rejected_webhook" as const,
      title: `${w.provider} webhook refused ${Number(w.n)}×`,
      detail: `${w.status}: ${w.reason}`,
      since: iso(w.last as Date | null),
      orderId: null,
      orderNumber: null,
    })),
  ];
}
