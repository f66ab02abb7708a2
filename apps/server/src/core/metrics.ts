import client from "prom-client";

/** One registry per app instance, so tests and two servers in one process don't collide. */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Its _count series is the request counter by route and status; a separate counter doubled the cost.
  const latency = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route and status",
    labelNames: ["route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  // Operators watch this: each is an order held and refunded instead of fulfilled.
  const paymentMismatches = new client.Counter({
    name: "orders_payment_mismatch_total",
    help: "Paid orders whose amount or currency differed from the order (held and refunded)",
    registers: [registry],
  });
  // Refused webhook calls by vendor and answer (401 signature, 409 stale, 429 over the client's budget…).
  const webhookRejections = new client.Counter({
    name: "webhook_rejections_total",
    help: "Webhook calls refused, by provider and HTTP status",
    labelNames: ["provider", "status"] as const,
    registers: [registry],
  });
  return { registry, latency, paymentMismatches, webhookRejections };
}
export type Metrics = ReturnType<typeof createMetrics>;
