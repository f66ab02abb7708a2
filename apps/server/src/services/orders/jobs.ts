import { z } from "zod";
import { defineJob, type JobQueue } from "../../core/jobs";

/**
 * One job per paid order (singletonKey = order id; 'short' keeps at most one queued per order).
 * Retries with backoff on vendor timeouts and 5xx; every run is safe to repeat.
 */
export const fulfilOrderJob = defineJob({
  name: "fulfil-order",
  payload: z.object({ orderId: z.string() }),
  policy: "short",
  retryLimit: 10,
  retryDelaySeconds: 5,
  // A worker killed mid-order leaves its job active until it expires; reconciliation re-queues sooner.
  expireInSeconds: 5 * 60,
  // Orders in flight per worker process: 32 keeps two cores busy with the local print shop (16
  // left them half idle, waiting on round trips); each holds one extra pool connection (runtime.ts).
  concurrency: 32,
  pollingIntervalSeconds: 0.5,
});

/** A paid order (or one with a card an operator reopened) waits for fulfilment: queued once per order at a time. */
export async function queueFulfilment(jobs: JobQueue, orderId: string) {
  await jobs.send(fulfilOrderJob, { orderId }, { singletonKey: orderId });
}
