import client from "prom-client";

/** One registry per app instance, so tests and two servers in one process don't collide. */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: "http_requests_total",
    help: "HTTP requests by route and status",
    labelNames: ["route", "status"] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route and status",
    labelNames: ["route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  return { registry, requests, latency };
}
export type Metrics = ReturnType<typeof createMetrics>;
